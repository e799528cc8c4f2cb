'use client';

import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ENQUIRY_SENT as COPY } from '@/lib/content/services';
import { LEAD_MESSAGES } from '@/lib/validation/lead-constants';
import { ContinueOnWhatsApp } from './continue-on-whatsapp';

// The enquiry dialog after a successful submission: it stays until the visitor closes it, says
// what happens next and offers the chat. Its heading takes the focus, so a screen reader reads it
// where the form was.
export function EnquirySent({ onWhatsapp, onClose }: { onWhatsapp: () => void; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-emerald-900 focus:outline-none">
        {COPY.heading}
      </h3>
      <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">{LEAD_MESSAGES.enquirySuccess}</p>
      <div>
        <h4 className="font-semibold text-slate-900">{COPY.nextHeading}</h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {COPY.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
      <div className="border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-600">{COPY.whatsappIntro}</p>
        <ContinueOnWhatsApp onClick={onWhatsapp} />
      </div>
      <button type="button" onClick={onClose} className={`w-full ${buttonClass('primary')}`}>
        {COPY.close}
      </button>
    </div>
  );
}
