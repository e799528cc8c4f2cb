import { ChevronRight } from '@/components/ui/icons';
import { descriptionParagraphs, type FaqItem } from '@/lib/services/service';
import { ServicePageSection } from './service-page-section';

// The questions as native disclosure widgets: each opens with Enter or Space, says whether it is
// open, and its answer is in the page for readers who search it.
export function ServiceFaq({ faq, heading }: { faq: FaqItem[]; heading: string }) {
  return (
    <ServicePageSection titleId="faq-heading" heading={heading} background="bg-white" width="narrow">
      <div className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
        {faq.map((item, index) => (
          <details key={index} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-start gap-3 py-4 text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
              <ChevronRight aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-90 motion-reduce:transition-none" />
              <span>{item.question}</span>
            </summary>
            <div className="space-y-3 pb-5 pl-8 text-slate-700">
              {descriptionParagraphs(item.answer).map((paragraph, index) => (
                <p key={index} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </ServicePageSection>
  );
}
