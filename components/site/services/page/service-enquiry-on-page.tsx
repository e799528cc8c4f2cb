'use client';

import type { PublicFormAction } from '@/components/site/use-public-form';
import { ENQUIRY_FORM_ID } from '@/lib/services/service';
import { useEnquiryTexts } from '../enquiry-context';
import { EnquiryForm } from '../enquiry-form';
import { useEnquiryForm } from '../use-enquiry-form';

// The service's enquiry as a form on its page, folded away under its summary. It is what the
// Enquire buttons lead to before the page's scripts run (or without them: a link to the form
// unfolds it, and the form posts to the page); with scripts they open the dialog, and this form
// works the same way for whoever opens it. After a post without scripts the page comes back with
// it unfolded, showing the answer and what was typed.
export function ServiceEnquiryOnPage({ serviceName, summary, action }: { serviceName: string; summary: string; action: PublicFormAction }) {
  const texts = useEnquiryTexts();
  const form = useEnquiryForm(action, texts, () => {});
  // Unfolded once it has an answer (a refusal, or the thanks), whether posted with scripts or without.
  const answered = form.state.answer > 0;
  return (
    <details open={answered || undefined} className="mx-auto mt-8 max-w-lg rounded-xl border border-slate-200 bg-white text-left shadow-sm">
      <summary className="min-h-11 cursor-pointer rounded-xl px-5 py-3 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {summary}
      </summary>
      <div id={ENQUIRY_FORM_ID} className="scroll-mt-20 px-5 pb-5">
        <p className="mb-4 text-slate-700">{texts.description}</p>
        <EnquiryForm form={form} texts={texts} serviceName={serviceName} idPrefix="page-enquiry" />
      </div>
    </details>
  );
}
