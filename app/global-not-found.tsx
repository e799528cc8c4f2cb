import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HtmlDocument } from '@/components/site/html-document';
import { NotFoundSection } from '@/components/site/not-found-section';
import { pageTexts, PublicChrome } from '@/components/site/public-chrome';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { newsletterShownOnPages } from '@/lib/server/newsletter/cached';
import { subscribeToNewsletter } from './(site)/lang/[locale]/newsletter/actions';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { servicePagesForLinks } from '@/lib/server/services/cached';
import { SITE_VIEWPORT } from '@/lib/seo';
import './globals.css';

// The 404 page for addresses no route matches (next.config.ts: experimental.globalNotFound).
// A root app/not-found.tsx would be a boundary of the root layout, and Next sends every boundary
// with every page: its copy of the public layout travelled, unused, in the data of every page
// (about 7 KB of the home page). This page is rendered on its own, so it brings its own document.
// It is in the default language: Next.js gives it no address to read a prefix from, so unknown
// addresses under a language's prefix are rewritten to that language's catch-all instead
// (next.config.ts, app/(site)/lang/[locale]/[...missing]), whose 404 is in that language.
// Pages under (site) that call notFound() use app/(site)/lang/[locale]/not-found.tsx.
const LOCALE = DEFAULT_LOCALE;

export async function generateMetadata(): Promise<Metadata> {
  const [t, site] = await Promise.all([getTranslations({ locale: LOCALE, namespace: 'Errors' }), siteSettingsForPages()]);
  return { title: `${t('notFound.title')} | ${site.name}`, robots: { index: false } };
}
export const viewport = SITE_VIEWPORT;

export default async function GlobalNotFound() {
  const texts = await pageTexts(LOCALE);
  return (
    <HtmlDocument lang={LOCALE}>
      <PublicChrome site={await siteSettingsForPages()} newsletter={newsletterShownOnPages()} newsletterAction={subscribeToNewsletter.bind(null, LOCALE)} servicePages={servicePagesForLinks(LOCALE)} locale={LOCALE}>
        <NotFoundSection texts={texts.errors.notFound} homeHref={texts.homeHref} contactHref={texts.contactHref} />
      </PublicChrome>
    </HtmlDocument>
  );
}
