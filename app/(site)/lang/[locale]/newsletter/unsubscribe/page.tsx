import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkProblem } from '@/components/site/newsletter/link-problem';
import { NewsletterLinkAction } from '@/components/site/newsletter/newsletter-link-action';
import { NewsletterLinkPage } from '@/components/site/newsletter/newsletter-link-page';
import { pageLocale } from '@/i18n/page-locale';
import { LINK_TOKEN_PATTERN } from '@/lib/newsletter/newsletter';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { unsubscribeFromNewsletter } from '../actions';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';

// The page a newsletter's unsubscribe link opens (/newsletter/unsubscribe?token=…, issue 30), in
// the subscriber's language (the link's address carries it): rendered per request (proxy.ts lists
// it), never indexed. A GET changes nothing; its button posts the token to the
// unsubscribeFromNewsletter action (with or without scripts). A mail program's RFC 8058 one-click
// POST to this same address never reaches the page: proxy.ts hands it to
// POST /api/v1/newsletter/unsubscribe?token=….
type Params = Promise<{ locale: string }>;
type SearchParams = Promise<{ token?: string | string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Newsletter.unsubscribePage' });
  const metadata = await sitePageMetadata({ locale, title: t('title'), description: t('sentence'), path: '/newsletter/unsubscribe' });
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function UnsubscribeNewsletterPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const [{ token }, site, t] = await Promise.all([searchParams, siteSettingsForPages(), getTranslations({ locale, namespace: 'Newsletter' })]);
  const invalid = (
    <LinkProblem text={t('unsubscribePage.invalid')}>
      <a href={`mailto:${site.email}`} translate="no" className="font-semibold underline">
        {site.email}
      </a>
    </LinkProblem>
  );
  return (
    <NewsletterLinkPage eyebrow={t('linkPages.eyebrow')} title={t('unsubscribePage.title')} sentence={t('unsubscribePage.sentence')}>
      {typeof token === 'string' && LINK_TOKEN_PATTERN.test(token) ? (
        <NewsletterLinkAction
          action={unsubscribeFromNewsletter.bind(null, locale)}
          token={token}
          texts={{ button: t('unsubscribePage.button'), busy: t('unsubscribePage.busy'), done: t('unsubscribePage.done'), failed: t('linkPages.failed') }}
          invalid={invalid}
        />
      ) : (
        invalid
      )}
    </NewsletterLinkPage>
  );
}
