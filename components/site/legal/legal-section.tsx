import type { Locale } from '@/i18n/locales';
import type { LegalSection as Section } from '@/lib/content/legal/types';
import { RichText } from './rich-text';

export function LegalSection({ section, locale }: { section: Section; locale: Locale }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
      <h2 id={`${section.id}-heading`} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
        {section.paragraphs?.map((paragraph, index) => (
          <p key={index}>
            <RichText value={paragraph} locale={locale} />
          </p>
        ))}
        {section.lines && (
          <p>
            {section.lines.map((line, index) => (
              <span key={index} className="block">
                <RichText value={line} locale={locale} />
              </span>
            ))}
          </p>
        )}
        {section.items && (
          <ul className="list-disc space-y-2 pl-5 marker:text-brand-700">
            {section.items.map((item, index) => (
              <li key={index} className="pl-1">
                <RichText value={item} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        {section.closing?.map((paragraph, index) => (
          <p key={index}>
            <RichText value={paragraph} locale={locale} />
          </p>
        ))}
      </div>
    </section>
  );
}
