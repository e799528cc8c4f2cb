import 'server-only';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/pathnames';
import { leadLocale } from '@/lib/leads/lead-locale';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { hitRateLimit } from '@/lib/server/rate-limit';

// The edge of the public newsletter routes (app/api/v1/newsletter/…): their rate limit per client
// address, the address recorded as proof, and their answers' texts.

// Subscriptions, confirmations and unsubscriptions per minute per client address: as many as
// lead submissions.
export async function limitNewsletterRequests(request: Request): Promise<void> {
  await limitNewsletterFrom(requestAddress(request));
}

// The same limit for the newsletter's Server Actions, which know the address already.
export async function limitNewsletterFrom(address: string): Promise<void> {
  await hitRateLimit({ name: 'newsletter', limit: getEnv().LEAD_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }, address);
}

// The client's address as the rate limits see it (behind TRUSTED_PROXY_COUNT proxies).
export function requestAddress(request: Request): string {
  return clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT);
}

export type NewsletterAnswer = 'subscribed' | 'confirmed' | 'linkInvalid' | 'linkExpired' | 'linkUsed' | 'unsubscribed' | 'oneClickBody' | 'unavailable';

// An answer's text in `locale` (a value from a body; English when it names no published language).
export async function newsletterAnswer(locale: unknown, key: NewsletterAnswer): Promise<string> {
  const language: Locale = leadLocale(locale);
  const t = createTranslator({ locale: language, messages: await loadMessages(language), namespace: 'Newsletter.answers' });
  return t(key);
}
