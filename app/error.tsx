'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { usePageTexts, type ErrorTexts } from '@/components/site/language-texts';
import english from '@/messages/en/Errors.json';

// Shown instead of a stack trace when a page fails to render. In the page's language: the public
// layout's texts when it is around this view, else the locale of the address (useParams; none in
// the back office, which is English), whose `Errors` catalogue is loaded on its own: this file
// sits above every root layout, so no server component can hand it texts.
function useFailedTexts(): ErrorTexts['failed'] {
  const pageTexts = usePageTexts();
  const { locale } = useParams<{ locale?: string }>() ?? {};
  const [loaded, setLoaded] = useState<ErrorTexts['failed'] | null>(null);
  useEffect(() => {
    if (pageTexts || !locale || locale === 'en') return;
    import(`@/messages/${locale}/Errors.json`)
      .then((catalogue: { default: ErrorTexts }) => setLoaded(catalogue.default.failed))
      .catch(() => {}); // a language without files of its own (the pseudo-locale): English
  }, [pageTexts, locale]);
  return pageTexts?.errors.failed ?? loaded ?? english.failed;
}

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useFailedTexts();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      <p className="text-slate-700">{texts.text}</p>
      <button
        type="button"
        onClick={reset}
        className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {texts.retry}
      </button>
    </main>
  );
}
