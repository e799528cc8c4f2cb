'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { ArrowRight, CircleCheck } from '@/components/ui/icons';
import { fillText } from '@/i18n/fill-text';
import { useEnquirySent, useEnquiryTexts, useOpenEnquiry } from './enquiry-context';

// After the dialog closes, the page keeps saying the enquiry arrived, beside the button it came from.
function SentNote({ serviceName, onDark = false }: { serviceName: string; onDark?: boolean }) {
  const texts = useEnquiryTexts();
  if (!useEnquirySent(serviceName)) return null;
  return (
    <p className={`mt-2 flex items-start gap-1.5 text-sm font-medium ${onDark ? 'text-white' : 'text-emerald-800'}`}>
      <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {fillText(texts.sent.pageNote, { service: texts.titles[serviceName] ?? serviceName })}
    </p>
  );
}

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const subscribe = () => () => undefined;

// A button that opens the enquiry dialog once the page's scripts run. Until then (or without
// them) it is a link to the enquiry form on the service's page (`fallbackHref`, its #enquire
// section), which works with a plain post.
export function EnquireControl({ fallbackHref, onOpen, className, id, children }: { fallbackHref: string; onOpen: (opener: HTMLElement) => void; className: string; id?: string; children: ReactNode }) {
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  if (!hydrated) {
    return (
      <a id={id} href={fallbackHref} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button id={id} type="button" onClick={(event) => onOpen(event.currentTarget)} className={className}>
      {children}
    </button>
  );
}

// A card's button: the visible text is the same on every card, so screen readers also hear the title.
export function CardEnquireButton({ serviceName, fallbackHref }: { serviceName: string; fallbackHref: string }) {
  const open = useOpenEnquiry();
  const texts = useEnquiryTexts();
  return (
    <div className="self-start">
      <EnquireControl
        fallbackHref={fallbackHref}
        onOpen={(opener) => open(serviceName, opener)}
        className={`inline-flex min-h-11 items-center gap-2 self-start rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${FOCUS}`}
      >
        {texts.enquire}
        <span className="sr-only"> {fillText(texts.enquireAbout, { service: texts.titles[serviceName] ?? serviceName })}</span>
      </EnquireControl>
      <SentNote serviceName={serviceName} />
    </div>
  );
}

const MAIN_LOOK = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-900 focus-visible:outline-brand-700',
  // On the dark hero of a service's page.
  inverse: 'bg-white text-brand-900 hover:bg-blue-50 focus-visible:outline-white',
} as const;

// A section's main call to action.
export function SectionEnquireButton({
  serviceName,
  label,
  id,
  look = 'primary',
  fallbackHref,
}: {
  serviceName: string;
  label: string;
  id?: string;
  look?: keyof typeof MAIN_LOOK;
  fallbackHref: string;
}) {
  const open = useOpenEnquiry();
  // A column, so the button still fills the width where its row is a column (phones).
  return (
    <div className="flex flex-col">
      <EnquireControl
        id={id}
        fallbackHref={fallbackHref}
        onOpen={(opener) => open(serviceName, opener)}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-6 py-3 text-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${MAIN_LOOK[look]}`}
      >
        {label}
        <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0" />
      </EnquireControl>
      <SentNote serviceName={serviceName} onDark={look === 'inverse'} />
    </div>
  );
}
