import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './locales';

type LocaleParams = Promise<{ locale: string }>;

// The language of a public page, from its [locale] segment, set for the render so that
// getTranslations() without arguments reads it and the page stays prerendered (next-intl reads the
// request's headers otherwise). Every public page and layout calls this first. Any other segment
// (/lang/fr/… is never an address, but a rewrite could name it) is a 404.
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
