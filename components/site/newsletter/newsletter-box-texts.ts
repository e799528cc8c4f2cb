import 'server-only';
import { getMessages } from 'next-intl/server';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import { leadLocale } from '@/lib/leads/lead-locale';
import { consentAroundLink } from '@/lib/newsletter/consent';
import type { NewsletterBox } from '@/lib/newsletter/subscribe-form';
import type { SiteConfig } from '@/lib/site';

// The subscription box in the page's language (the `Newsletter.box` catalogue, pseudo-locale
// transformed like every text), or null while the
// newsletter is switched off: no box anywhere then. `enabled` is the public pages' cached read of
// the switch (lib/server/newsletter/cached.ts), which the public layout hands in.
export async function newsletterBox(locale: Locale, enabled: Promise<boolean>, site: SiteConfig | Promise<SiteConfig>): Promise<NewsletterBox> {
  if (!(await enabled)) return null;
  const [details, messages] = await Promise.all([site, getMessages({ locale })]);
  return {
    // The pseudo-locale of test builds subscribes in English.
    locale: leadLocale(locale),
    texts: { ...messages.Newsletter.box, consent: { ...consentAroundLink(locale, messages, details.name), href: localizeHref('/privacy-policy', locale) } },
  };
}
