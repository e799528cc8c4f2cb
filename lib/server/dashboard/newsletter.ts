import 'server-only';
import { connectDb } from '@/lib/server/db';
import { newsletterSettings } from '@/lib/server/newsletter/settings';
import { NEWSLETTER_DASHBOARD_COPY } from '@/lib/dashboard/newsletter-copy';
import { lastMonths } from '@/lib/dashboard/month-range';
import { confirmedByMonth, sourcePageRows, type ConfirmationDates, type NewsletterCounts, type NewsletterFigures } from '@/lib/dashboard/newsletter-figures';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@/lib/newsletter/newsletter';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { SERIES_MONTHS } from './figures';

// The dashboard's newsletter section (issue 30): subscribers by status, confirmed subscribers over
// the last months and by the page they subscribed on, all from one read of every subscriber's four
// small fields (a firm's list is thousands, not millions; FerretDB scans the collection for any
// query and cannot group by a date expression, so one read serves every figure).

type SubscriberRow = ConfirmationDates & { status: NewsletterStatus; subscribedPage?: string | null };

function countsByStatus(rows: SubscriberRow[]): NewsletterCounts {
  const counts: NewsletterCounts = { confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const status of NEWSLETTER_STATUSES) counts[status] = rows.filter((row) => row.status === status).length;
  return counts;
}

// Confirmed subscribers per page they subscribed on (none recorded: null).
function confirmedPerPage(rows: SubscriberRow[]): { page: string | null; count: number }[] {
  const pages = new Map<string | null, number>();
  for (const row of rows) if (row.status === 'confirmed') pages.set(row.subscribedPage ?? null, (pages.get(row.subscribedPage ?? null) ?? 0) + 1);
  return [...pages].map(([page, count]) => ({ page, count }));
}

export async function getNewsletterFigures(now = new Date()): Promise<NewsletterFigures> {
  await connectDb();
  const [settings, rows] = await Promise.all([
    newsletterSettings(),
    NewsletterSubscriber.find({}, { _id: 0, status: 1, confirmedAt: 1, unsubscribedAt: 1, subscribedPage: 1 }).lean<SubscriberRow[]>(),
  ]);
  return {
    enabled: settings.enabled,
    counts: countsByStatus(rows),
    // Only the confirmed at some time count (confirmedAt set), as the read for the curve once did.
    confirmedByMonth: confirmedByMonth(rows.filter((row) => row.confirmedAt), lastMonths(now, SERIES_MONTHS), now),
    sourcePages: sourcePageRows(confirmedPerPage(rows), NEWSLETTER_DASHBOARD_COPY.pages.notRecorded),
  };
}
