import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import { localizeHref, type Locale } from '@/i18n/pathnames';
import { leadLocale } from '@/lib/leads/lead-locale';
import { consentAroundLink } from '@/lib/newsletter/consent';
import type { NewsletterBox } from '@/lib/newsletter/subscribe-form';
import type { SiteConfig } from '@/lib/site';

// The subscription box in the page's language (the `Newsletter` catalogue), or null while the
// newsletter is switched off: no box anywhere then. `enabled` is the public pages' cached read of
// the switch (lib/server/newsletter/cached.ts), which the public layout hands in.
export async function newsletterBox(locale: Locale, enabled: Promise<boolean>, site: SiteConfig | Promise<SiteConfig>): Promise<NewsletterBox> {
  if (!(await enabled)) return null;
  const [details, t, messages] = await Promise.all([site, getTranslations({ locale, namespace: 'Newsletter.box' }), getMessages({ locale })]);
  return {
    // The pseudo-locale of test builds subscribes in English.
    locale: leadLocale(locale),
    texts: {
      heading: t('heading'),
      footerHeading: t('footerHeading'),
      text: t('text'),
      emailLabel: t('emailLabel'),
      placeholder: t('placeholder'),
      subscribe: t('subscribe'),
      subscribing: t('subscribing'),
      consent: { ...consentAroundLink(locale, messages, details.name), href: localizeHref('/privacy-policy', locale) },
      emailInvalid: t('emailInvalid'),
      consentRequired: t('consentRequired'),
      sent: t('sent'),
      tooMany: t('tooMany'),
      failed: t('failed'),
      honeypot: t('honeypot'),
    },
  };
}
