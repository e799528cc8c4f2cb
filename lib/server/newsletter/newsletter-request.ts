import 'server-only';
import { createTranslator } from 'next-intl';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import type { Locale } from '@/i18n/locales';
import { leadLocale } from '@/lib/leads/lead-locale';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { hitRateLimit } from '@/lib/server/rate-limit';

// The edge of the newsletter's public Server Actions
// (app/(site)/lang/[locale]/newsletter/actions.ts) and of its one route, the one-click unsubscribe
// (app/api/v1/newsletter/unsubscribe): their rate limit per client address, and the route's
// answers' texts.

// Subscriptions, confirmations and unsubscriptions per minute per client address: as many as
// lead submissions. The actions know the address already.
export async function limitNewsletterFrom(address: string): Promise<void> {
  await hitRateLimit({ name: 'newsletter', limit: getEnv().LEAD_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }, address);
}

// The same limit for the route, by the client's address behind TRUSTED_PROXY_COUNT proxies.
export async function limitNewsletterRequests(request: Request): Promise<void> {
  await limitNewsletterFrom(clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT));
}

export type NewsletterAnswer = 'linkInvalid' | 'unsubscribed' | 'oneClickBody';

// An answer's text in `locale` (the subscriber's; English when there is none or it is no longer
// published).
export async function newsletterAnswer(locale: unknown, key: NewsletterAnswer): Promise<string> {
  const language: Locale = leadLocale(locale);
  const t = createTranslator({ locale: language, messages: await loadSiteMessages(language), namespace: 'Newsletter.answers' });
  return t(key);
}
