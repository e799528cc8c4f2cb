'use client';

import { ArrowRight } from '@/components/ui/icons';
import { ENQUIRE_LABEL } from '@/lib/content/services';
import { useOpenEnquiry } from './enquiry-context';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

// A card's button: the visible text is the same on every card, so screen readers also hear the title.
export function CardEnquireButton({ serviceName }: { serviceName: string }) {
  const open = useOpenEnquiry();
  return (
    <button
      type="button"
      onClick={(event) => open(serviceName, event.currentTarget)}
      className={`inline-flex min-h-11 items-center gap-2 self-start rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${FOCUS}`}
    >
      {ENQUIRE_LABEL}
      <span className="sr-only"> about {serviceName}</span>
    </button>
  );
}

// A section's main call to action.
export function SectionEnquireButton({ serviceName, label }: { serviceName: string; label: string }) {
  const open = useOpenEnquiry();
  return (
    <button
      type="button"
      onClick={(event) => open(serviceName, event.currentTarget)}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 text-center font-semibold text-white shadow-sm hover:bg-brand-900 ${FOCUS}`}
    >
      {label}
      <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0" />
    </button>
  );
}
