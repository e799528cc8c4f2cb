import 'server-only';
import mongoose, { type Types } from 'mongoose';
import { issueMailGroup } from '@/lib/newsletter/newsletter-issue';
import { NEWSLETTER_STATUSES, type NewsletterStatus, type UnsubscribeWay } from '@/lib/newsletter/newsletter';
import { SUBSCRIBER_PAGE_SIZE, type SubscriberListPage, type SubscriberListQuery, type SubscriberProof, type SubscriberRow } from '@/lib/newsletter/subscribers';
import { escapeRegex } from '@/lib/escape-regex';
import { connectDb } from '@/lib/server/db';
import { messagesOfKind } from '@/lib/server/mail/outbox';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import type { Locale } from '@/i18n/locales';

// What the firm keeps about subscribers, read for the back office (issue 30): the list, a consent
// proof, the rows of the CSV export, and the subscription of one address for the data-subject tool.
//
// Cost: the list sorts by subscription time (newest first, from an index on MongoDB) and reads one
// row more than a page to know whether there is a next page, so it never counts the whole
// collection; the counts per status are one `$group` with one accumulator. The address search is an
// anchored prefix of the lower-case address (the exact address is its own prefix): on MongoDB it
// walks the unique `email` index; on FerretDB v1, as every query but an `_id` lookup, each of these
// reads the whole collection (docs/developers.md has the figures).

export type StoredSubscriber = {
  _id: Types.ObjectId;
  email: string;
  locale: string;
  status: NewsletterStatus;
  consent: { text: string; version: string; privacyPolicyVersion?: string | null };
  subscribedAt: Date;
  subscribedIp?: string | null;
  subscribedPage?: string | null;
  userAgent?: string | null;
  confirmedAt?: Date | null;
  confirmationIp?: string | null;
  unsubscribedAt?: Date | null;
  unsubscribedHow?: UnsubscribeWay | null;
};

const PROOF_FIELDS = 'email locale status consent subscribedAt subscribedIp subscribedPage userAgent confirmedAt confirmationIp unsubscribedAt unsubscribedHow';
const iso = (date?: Date | null) => date?.toISOString() ?? null;

// The filter without the status (the counts are per status) and with it (the rows).
function filterOf(query: Pick<SubscriberListQuery, 'locale' | 'email'>): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.locale) filter.locale = query.locale;
  // A RegExp value, not an operator object, so sanitizeFilter leaves it alone.
  if (query.email) filter.email = new RegExp(`^${escapeRegex(query.email)}`);
  return filter;
}

export function subscriberFilter(query: Omit<SubscriberListQuery, 'page'>): Record<string, unknown> {
  return { ...filterOf(query), ...(query.status ? { status: query.status } : {}) };
}

function toRow(row: StoredSubscriber): SubscriberRow {
  return {
    id: row._id.toString(),
    email: row.email,
    locale: row.locale as Locale,
    status: row.status,
    subscribedAt: row.subscribedAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
    unsubscribedHow: row.unsubscribedHow ?? null,
  };
}

async function countsPerStatus(query: SubscriberListQuery): Promise<Record<NewsletterStatus, number>> {
  const groups = await NewsletterSubscriber.aggregate<{ _id: NewsletterStatus; count: number }>([
    { $match: filterOf(query) },
    { $group: { _id: '$status', count: { $sum: 1 } } },
  ]);
  const counts = Object.fromEntries(NEWSLETTER_STATUSES.map((status) => [status, 0])) as Record<NewsletterStatus, number>;
  for (const group of groups) if (group._id in counts) counts[group._id] = group.count;
  return counts;
}

export async function listSubscribers(query: SubscriberListQuery): Promise<SubscriberListPage> {
  await connectDb();
  const page = query.page ?? 1;
  const [rows, counts] = await Promise.all([
    NewsletterSubscriber.find(subscriberFilter(query))
      .select('email locale status subscribedAt confirmedAt unsubscribedAt unsubscribedHow')
      .sort({ subscribedAt: -1, _id: -1 })
      .skip((page - 1) * SUBSCRIBER_PAGE_SIZE)
      .limit(SUBSCRIBER_PAGE_SIZE + 1)
      .lean<StoredSubscriber[]>(),
    countsPerStatus(query),
  ]);
  return { rows: rows.slice(0, SUBSCRIBER_PAGE_SIZE).map(toRow), page, hasNextPage: rows.length > SUBSCRIBER_PAGE_SIZE, counts };
}

// Every subscriber the filter selects, for the CSV export, in the list's order.
export async function exportSubscribers(query: Omit<SubscriberListQuery, 'page'>): Promise<StoredSubscriber[]> {
  await connectDb();
  return NewsletterSubscriber.find(subscriberFilter(query)).select(PROOF_FIELDS).sort({ subscribedAt: -1, _id: -1 }).lean<StoredSubscriber[]>();
}

// The issues mailed to a subscriber: each issue's message to them is keyed by issue and subscriber
// (lib/newsletter/newsletter-issue.ts), so they are the outbox messages of that kind in the issues' groups.
async function issuesMailedTo(subscriberId: string): Promise<SubscriberProof['issues']> {
  const messages = await messagesOfKind(issueMailGroup(''), subscriberId);
  return messages.map((message) => ({
    subject: message.subject,
    state: message.state as SubscriberProof['issues'][number]['state'],
    sentAt: iso(message.sentAt),
    contentRemoved: Boolean(message.contentRemovedAt),
  }));
}

export async function toProof(row: StoredSubscriber): Promise<SubscriberProof> {
  return {
    ...toRow(row),
    consent: { text: row.consent.text, version: row.consent.version, privacyPolicyVersion: row.consent.privacyPolicyVersion ?? null },
    subscribedIp: row.subscribedIp ?? '',
    subscribedPage: row.subscribedPage ?? '',
    userAgent: row.userAgent ?? '',
    confirmationIp: row.confirmationIp ?? null,
    issues: await issuesMailedTo(row._id.toString()),
  };
}

// The proof of one subscriber; null for an unknown or malformed id.
export async function subscriberProof(id: string): Promise<SubscriberProof | null> {
  if (!mongoose.isValidObjectId(id)) return null;
  await connectDb();
  const row = await NewsletterSubscriber.findById(id).select(PROOF_FIELDS).lean<StoredSubscriber>();
  return row ? toProof(row) : null;
}

// The subscription of an address (one at most: the address is unique), in any letter case.
export async function subscriberOfAddress(address: string): Promise<StoredSubscriber | null> {
  await connectDb();
  return NewsletterSubscriber.findOne({ email: new RegExp(`^${escapeRegex(address)}$`, 'i') }).select(PROOF_FIELDS).lean<StoredSubscriber>();
}
