import type { LegalDocument } from '@/lib/content/legal/types';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';
import { RichText } from './rich-text';
import { TodayDate } from './today-date';

// One layout for all four legal pages: title, date of the visit, contents, sections.
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <article lang={doc.lang} aria-labelledby="legal-title">
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 id="legal-title" className="text-3xl font-bold text-balance text-slate-900 sm:text-4xl">
            {doc.title}
          </h1>
          <p className="mt-3 text-sm text-slate-600">
            {doc.updatedLabel}: <TodayDate locale={doc.dateLocale} />
          </p>
          {doc.intro.map((paragraph, index) => (
            <p key={index} className="mt-5 text-lg leading-relaxed text-slate-700">
              <RichText value={paragraph} />
            </p>
          ))}
        </div>
      </header>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:py-16">
        <LegalToc label={doc.tocLabel} sections={doc.sections} />
        {doc.sections.map((section) => (
          <LegalSection key={section.id} section={section} />
        ))}
      </div>
    </article>
  );
}
