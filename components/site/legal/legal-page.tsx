import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizeHref } from '@/i18n/pathnames';
import { PSEUDO_LOCALE, type Locale } from '@/i18n/locales';
import { BINDING_LOCALE } from '@/lib/content/legal/documents';
import type { LegalDocument } from '@/lib/content/legal/types';
import { LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';
import { LINK_CLASS, RichText } from './rich-text';
import { TodayDate } from './today-date';

type Props = {
  doc: LegalDocument;
  // The page's language: its links and the notice are written in it.
  locale: Locale;
  // The page's English address, to link to its binding German version.
  path: string;
};

// One layout for all four legal pages: the notice that German is binding (on every other
// language's page), title, date of the visit, contents, sections. The labels around the text
// ("Last updated", the contents) are in the text's language: the Impressum is German on the
// English page too.
export async function LegalPage({ doc, locale, path }: Props) {
  const labels = await getTranslations({ locale: doc.lang, namespace: 'Legal' });
  return (
    <>
      {locale !== BINDING_LOCALE && <BindingNotice locale={locale} path={path} translated={doc.lang !== BINDING_LOCALE} />}
      <article lang={doc.lang} aria-labelledby="legal-title">
        <header className="border-b border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
            {/* German titles are single long words ("Datenschutzerklärung" at text-3xl is wider than a
                390 px phone): a size smaller on narrow phones, and hyphenated (where the browser has
                the text's dictionary) or broken rather than ever overflowing. */}
            <h1 id="legal-title" className="text-2xl font-bold text-balance hyphens-auto wrap-break-word text-slate-900 min-[26rem]:text-3xl sm:text-4xl">
              {doc.title}
            </h1>
            <p className="mt-3 text-sm text-slate-600">
              {labels('updated')}: <TodayDate locale={doc.dateLocale} accented={doc.lang === PSEUDO_LOCALE} />
            </p>
            {doc.intro.map((paragraph, index) => (
              <p key={index} className="mt-5 text-lg leading-relaxed text-slate-700">
                <RichText value={paragraph} locale={locale} />
              </p>
            ))}
          </div>
        </header>
        <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:py-16">
          <LegalToc label={labels('contents')} sections={doc.sections} />
          {doc.sections.map((section) => (
            <LegalSection key={section.id} section={section} locale={locale} />
          ))}
        </div>
      </article>
    </>
  );
}

// A translation links to the German text, which is binding; a German text shown on another
// language's page (the Impressum) only says why it is German.
async function BindingNotice({ locale, path, translated }: { locale: Locale; path: string; translated: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return (
    <div className="border-b border-amber-200 bg-amber-50">
      <p role="note" className="mx-auto max-w-3xl px-4 py-3 text-sm text-amber-950">
        {translated ? t('binding.translation') : t('binding.germanOriginal')}
        {translated && (
          <>
            {' '}
            <Link href={localizeHref(path, BINDING_LOCALE)} hrefLang={BINDING_LOCALE} className={LINK_CLASS}>
              {t('binding.link')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
