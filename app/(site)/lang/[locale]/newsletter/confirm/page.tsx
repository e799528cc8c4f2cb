import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LinkProblem } from '@/components/site/newsletter/link-problem';
import { NewsletterLinkAction } from '@/components/site/newsletter/newsletter-link-action';
import { NewsletterLinkPage } from '@/components/site/newsletter/newsletter-link-page';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import { LINK_TOKEN_PATTERN } from '@/lib/newsletter/newsletter';
import { confirmNewsletter } from '../actions';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';

// The page the confirmation mail's link opens (/newsletter/confirm?token=…, issue 30): rendered
// per request (it reads the token; proxy.ts lists it), never indexed. Opening it confirms nothing
// (a mail scanner follows links): its button posts the token to the confirmNewsletter action.
type Params = Promise<{ locale: string }>;
type SearchParams = Promise<{ token?: string | string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Newsletter.confirmPage' });
  const metadata = await sitePageMetadata({ locale, title: t('title'), description: t('sentence'), path: '/newsletter/confirm' });
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function ConfirmNewsletterPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const { token } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  const blog = (
    <Link href={localizeHref('/blog', locale)} className="font-semibold underline">
      {t('confirmPage.blogLink')}
    </Link>
  );
  const invalid = <LinkProblem text={t('confirmPage.invalid')}>{blog}</LinkProblem>;
  return (
    <NewsletterLinkPage eyebrow={t('linkPages.eyebrow')} title={t('confirmPage.title')} sentence={t('confirmPage.sentence')}>
      {typeof token === 'string' && LINK_TOKEN_PATTERN.test(token) ? (
        <NewsletterLinkAction
          action={confirmNewsletter.bind(null, locale)}
          token={token}
          texts={{ button: t('confirmPage.button'), busy: t('confirmPage.busy'), done: t('confirmPage.done'), failed: t('linkPages.failed') }}
          invalid={invalid}
          gone={<LinkProblem text={t('confirmPage.gone')}>{blog}</LinkProblem>}
        />
      ) : (
        invalid
      )}
    </NewsletterLinkPage>
  );
}
