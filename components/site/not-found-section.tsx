import Link from 'next/link';
import type { ErrorTexts } from './language-texts';

// The body of the 404 page in the page's language, shared by app/global-not-found.tsx (unknown
// addresses, with the public layout around it) and app/(site)/lang/[locale]/not-found.tsx (inside
// the public layout already).
export function NotFoundSection({ texts, homeHref, contactHref }: { texts: ErrorTexts['notFound']; homeHref: string; contactHref: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{texts.code}</p>
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      <p className="text-slate-700">{texts.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900" href={homeHref}>
          {texts.home}
        </Link>
        <Link className="rounded-md border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-50" href={contactHref}>
          {texts.contact}
        </Link>
      </div>
    </section>
  );
}
