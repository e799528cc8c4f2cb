'use client';

import { useEffect, useRef } from 'react';
import { BookLink } from '@/components/site/booking/book-link';
import { buttonClass } from '@/components/ui/button';
import { NewsletterBox } from '@/components/site/newsletter/newsletter-box';
import { ContinueOnWhatsApp } from './continue-on-whatsapp';
import type { EnquiryTexts } from './enquiry-texts';

// The enquiry dialog after a successful submission: it stays until the visitor closes it, says
// what happens next and offers the chat. Its heading takes the focus, so a screen reader reads it
// where the form was.
export function EnquirySent({ texts, onWhatsapp, onClose }: { texts: EnquiryTexts; onWhatsapp: () => void; onClose: () => void }) {
  const copy = texts.sent;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-emerald-900 focus:outline-none">
        {copy.heading}
      </h3>
      <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">{texts.success}</p>
      <div>
        <h4 className="font-semibold text-slate-900">{copy.nextHeading}</h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {copy.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
      <BookLink href={texts.book.href} label={texts.book.label} size="md" className="w-full" />
      <div className="border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-600">{copy.whatsappIntro}</p>
        <ContinueOnWhatsApp label={texts.continueOnWhatsApp} onClick={onWhatsapp} />
      </div>
      <NewsletterBox variant="compact" />
      <button type="button" onClick={onClose} className={`w-full ${buttonClass('primary')}`}>
        {copy.close}
      </button>
    </div>
  );
}
