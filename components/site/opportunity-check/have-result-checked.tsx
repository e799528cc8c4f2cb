'use client';

import { useOpenEnquiry } from '@/components/site/services/enquiry-context';
import { EnquireControl } from '@/components/site/services/enquire-button';
import { buttonClass } from '@/components/ui/button';
import type { EnquiryAttachment } from '@/lib/leads/lead-attachment';

// "Have my result checked": opens the enquiry dialog with the result attached. Until the page runs
// its script (or without JavaScript) it is a link to the service page's enquiry section instead.
export function HaveResultChecked({ label, serviceName, attached, fallbackHref }: { label: string; serviceName: string; attached: EnquiryAttachment; fallbackHref: string }) {
  const open = useOpenEnquiry();
  return (
    <EnquireControl fallbackHref={fallbackHref} onOpen={(opener) => open(serviceName, opener, attached)} className={buttonClass('primary', 'lg')}>
      {label}
    </EnquireControl>
  );
}
