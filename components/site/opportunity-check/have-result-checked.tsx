'use client';

import { useSyncExternalStore } from 'react';
import { useOpenEnquiry } from '@/components/site/services/enquiry-context';
import { buttonClass } from '@/components/ui/button';
import type { EnquiryAttachment } from '@/lib/leads/lead-attachment';

const subscribe = () => () => undefined;

// "Have my result checked": opens the enquiry dialog with the result attached. Until the page runs
// its script (or without JavaScript) it is a link to the service page's enquiry section instead.
export function HaveResultChecked({ label, serviceName, attached, fallbackHref }: { label: string; serviceName: string; attached: EnquiryAttachment; fallbackHref: string }) {
  const open = useOpenEnquiry();
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  if (!hydrated) {
    return (
      <a href={fallbackHref} className={buttonClass('primary', 'lg')}>
        {label}
      </a>
    );
  }
  return (
    <button type="button" onClick={(event) => open(serviceName, event.currentTarget, attached)} className={buttonClass('primary', 'lg')}>
      {label}
    </button>
  );
}
