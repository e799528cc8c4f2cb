import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HtmlDocument } from '@/components/site/html-document';
import { PublicChrome } from '@/components/site/public-chrome';
import { pageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { rootMetadata } from '@/lib/server/site-settings/metadata';
import { newsletterShownOnPages } from '@/lib/server/newsletter/cached';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { servicePagesForLinks } from '@/lib/server/services/cached';
import { SITE_VIEWPORT } from '@/lib/seo';
import { subscribeToNewsletter } from './newsletter/actions';
import '../../../globals.css';

// The public pages' root layout, one per language: <html lang> is the page's locale. English pages
// answer at their addresses without a prefix, German ones under /de (next.config.ts rewrites both
// onto this segment; i18n/pathnames.ts). Only the known languages are pages: any other first
// segment is a 404 (pageLocale). Not `dynamicParams = false` here: a layout's segment config
// holds for the pages under it, and the blog's posts and categories render on first request.
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Every public page shows the firm's details in its header bar and footer, (while the newsletter
// is switched on) the subscription box in its footer, and each service's page at its address in
// the language in its footer's links, read through the data cache; saving any of them expires
// the pages at once on this instance, and this bounds how long another instance keeps a page
// (lib/server/site-settings/cached.ts, lib/server/newsletter/cached.ts, lib/server/services/cached.ts).
// Pages stay prerendered. The reads are handed over unawaited, so the page renders alongside them.
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return rootMetadata({ title: t('title'), description: t('description') });
}
export const viewport = SITE_VIEWPORT;

export default async function PublicLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <HtmlDocument lang={locale}>
      <PublicChrome
        site={siteSettingsForPages()}
        newsletter={newsletterShownOnPages()}
        newsletterAction={subscribeToNewsletter.bind(null, locale)}
        servicePages={servicePagesForLinks(locale)}
        locale={locale}
      >
        {children}
      </PublicChrome>
    </HtmlDocument>
  );
}
