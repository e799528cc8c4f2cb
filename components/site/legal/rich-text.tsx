import Link from 'next/link';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import type { Inline, RichText as RichTextValue } from '@/lib/content/legal/types';

export const LINK_CLASS = 'font-medium text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function Run({ run, locale }: { run: Inline; locale: Locale }) {
  if (typeof run === 'string') return run;
  // The texts name public pages by their English address; the link goes to the page's language.
  if (run.href?.startsWith('/')) {
    return (
      <Link href={localizeHref(run.href, locale)} className={LINK_CLASS}>
        {run.text}
      </Link>
    );
  }
  if (run.href) {
    return (
      <a href={run.href} className={LINK_CLASS}>
        {run.text}
      </a>
    );
  }
  return run.strong ? <strong className="font-semibold text-slate-900">{run.text}</strong> : run.text;
}

// Renders one paragraph or list item of the legal texts, on a page in `locale`.
export function RichText({ value, locale }: { value: RichTextValue; locale: Locale }) {
  if (typeof value === 'string') return value;
  return value.map((run, index) => <Run key={index} run={run} locale={locale} />);
}
