import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { newsletterSettings } from '@/lib/server/newsletter/settings';
import { NEWSLETTER_DASHBOARD_COPY } from '@/lib/dashboard/newsletter-copy';
import { lastMonths } from '@/lib/dashboard/month-range';
import { confirmedByMonth, sourcePageRows, type ConfirmationDates, type NewsletterCounts, type NewsletterFigures } from '@/lib/dashboard/newsletter-figures';
import { NEWSLETTER_STATUSES } from '@/lib/newsletter/newsletter';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { SERIES_MONTHS } from './figures';

// The dashboard's newsletter section (issue 30): subscribers by status, confirmed subscribers over
// the last months and by the page they subscribed on. One query per figure; the one aggregation
// has one accumulator (FerretDB v1 fills only the first of a $group).

async function countsByStatus(): Promise<NewsletterCounts> {
  const rows = await NewsletterSubscriber.aggregate<{ _id: string; count: number }>([{ $group: { _id: '$status', count: { $sum: 1 } } }]);
  const counts: NewsletterCounts = { confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const status of NEWSLETTER_STATUSES) counts[status] = rows.find((row) => row._id === status)?.count ?? 0;
  return counts;
}

// Everyone ever confirmed, their two dates only. FerretDB cannot group by a date expression, so the
// months are counted here from one read (a firm's list is thousands, not millions).
async function confirmationDates(): Promise<ConfirmationDates[]> {
  return NewsletterSubscriber.find({ confirmedAt: mongoose.trusted({ $ne: null }) })
    .select('confirmedAt unsubscribedAt')
    .lean<ConfirmationDates[]>();
}

// Confirmed subscribers per page they subscribed on. A page missing from an entry is missing from
// its group key on one engine and null on another.
async function confirmedPerPage(): Promise<{ page: string | null; count: number }[]> {
  const rows = await NewsletterSubscriber.aggregate<{ _id: string | null; count: number }>([
    { $match: { status: 'confirmed' } },
    { $group: { _id: '$subscribedPage', count: { $sum: 1 } } },
  ]);
  return rows.map((row) => ({ page: row._id ?? null, count: row.count }));
}

export async function getNewsletterFigures(now = new Date()): Promise<NewsletterFigures> {
  await connectDb();
  const [settings, counts, dates, pages] = await Promise.all([newsletterSettings(), countsByStatus(), confirmationDates(), confirmedPerPage()]);
  return {
    enabled: settings.enabled,
    counts,
    confirmedByMonth: confirmedByMonth(dates, lastMonths(now, SERIES_MONTHS), now),
    sourcePages: sourcePageRows(pages, NEWSLETTER_DASHBOARD_COPY.pages.notRecorded),
  };
}

// For the page: never rejects. A failure is logged and comes back as null, shown as a notice in
// the section's place, like the dashboard's other sections.
export function loadNewsletterFigures(now = new Date()): Promise<NewsletterFigures | null> {
  return getNewsletterFigures(now).catch((error: unknown) => {
    console.error('Dashboard section "newsletter" could not be loaded', error);
    return null;
  });
}
