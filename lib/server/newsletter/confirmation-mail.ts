import 'server-only';
import { createTranslator } from 'next-intl';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import type { Locale } from '@/i18n/locales';
import { queueMessage } from '@/lib/server/mail/outbox';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { confirmPageUrl } from './links';

// The double opt-in's mail (issue 30): in the subscriber's language, one sentence, one link to the
// page with the Confirm button (a GET of it confirms nothing), "ignore this if it was not you", and
// nothing that advertises (the confirmation mail must not, or it is itself unsolicited advertising).

export function newsletterMailGroup(subscriberId: string): string {
  return `newsletter:${subscriberId}`;
}

// Queued under the subscriber's group with a kind named by the token's hash, so a repeat of the
// same subscription queues nothing new and a new subscription its own mail.
export async function queueConfirmationMail(subscriber: { id: string; email: string; locale: Locale }, token: string, tokenHash: string): Promise<void> {
  const [site, messages] = await Promise.all([currentSiteConfig(), loadSiteMessages(subscriber.locale)]);
  const t = createTranslator({ locale: subscriber.locale, messages, namespace: 'Newsletter.mail' });
  const text = [t('body', { firm: site.name }), '', confirmPageUrl(site.url, subscriber.locale, token), '', t('ignore'), '', site.name].join('\n');
  await queueMessage({
    group: newsletterMailGroup(subscriber.id),
    kind: `confirm-${tokenHash.slice(0, 16)}`,
    to: subscriber.email,
    subject: t('subject', { firm: site.name }),
    text,
  });
}
