import { z } from 'zod';
import { LOCALES, type Locale } from '@/i18n/locales';
import { NEWSLETTER_STATUSES, type NewsletterStatus, type UnsubscribeWay } from './newsletter';

// The back office's records of subscribers (issue 30), browser-safe: the list's filter (the page
// /admin/newsletter/subscribers and its CSV export share it), what a row and a consent proof show,
// and their words. Personal data: administrators only (capability `staff`).

export const SUBSCRIBER_PAGE_SIZE = 50;

const blankIsAll = z.literal('').transform(() => undefined);

export const subscriberListQuerySchema = z.object({
  status: z.enum(NEWSLETTER_STATUSES, { error: 'status must be pending, confirmed or unsubscribed' }).optional().or(blankIsAll),
  locale: z.enum(LOCALES as [Locale, ...Locale[]], { error: 'locale is not one of the site’s languages' }).optional().or(blankIsAll),
  // The address or its beginning, in any letter case (addresses are stored in lower case).
  email: z.string().trim().toLowerCase().max(254, 'email must be at most 254 characters').transform((value) => value || undefined).optional(),
  page: z.coerce.number('page must be a number').int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page must be at most 10000').optional(),
});
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

// The export takes the same filter, without the page.
export const subscriberExportQuerySchema = subscriberListQuerySchema.omit({ page: true }).strict();

// The filter as a query string, for links and the export (the page only when past the first).
export function subscriberQueryString(query: SubscriberListQuery, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'locale', 'email'] as const) if (query[key]) params.set(key, query[key]!);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}

export type SubscriberRow = {
  id: string;
  email: string;
  locale: Locale;
  status: NewsletterStatus;
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  unsubscribedHow: UnsubscribeWay | null;
};

export type SubscriberListPage = {
  rows: SubscriberRow[];
  page: number;
  hasNextPage: boolean;
  // Subscribers per status under the language and address filters (one aggregation).
  counts: Record<NewsletterStatus, number>;
};

// An issue mailed to the subscriber (their outbox message): its subject and when it went.
export type SubscriberIssueMail = { subject: string; state: 'pending' | 'sent' | 'failed'; sentAt: string | null; contentRemoved: boolean };

// The consent proof (Art. 7(1) GDPR): everything recorded about the subscription and its ends.
export type SubscriberProof = SubscriberRow & {
  consent: { text: string; version: string; privacyPolicyVersion: string | null };
  subscribedIp: string;
  subscribedPage: string;
  userAgent: string;
  confirmationIp: string | null;
  issues: SubscriberIssueMail[];
};

export const STATUS_LABELS: Record<NewsletterStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };

export const UNSUBSCRIBE_WAY_LABELS: Record<UnsubscribeWay, string> = {
  link: 'by the link',
  'one-click': 'one-click in their mail program',
  staff: 'by staff on request',
  mail: 'by mail on request',
};

// Staff unsubscribe someone who asked: in person or by phone (`staff`), or by a reply or mail (`mail`).
export const REQUEST_WAYS = ['staff', 'mail'] as const satisfies readonly UnsubscribeWay[];
export const unsubscribeOnRequestSchema = z.strictObject({ how: z.enum(REQUEST_WAYS, { error: 'Choose how the person asked' }) });
export type UnsubscribeOnRequestInput = z.input<typeof unsubscribeOnRequestSchema>;
