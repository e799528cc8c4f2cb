import { CSV_BOM, csvLine } from '@/lib/enquiries/csv';
import { berlinDay, toBerlinIso } from '@/lib/time/berlin';

// The subscribers' CSV export (issue 30): the enquiries' writer (RFC 4180, a byte order mark for
// Excel, formula-safe cells), one line per subscriber with their consent proof's facts; the
// consent wording itself is on each one's proof page. Times are Berlin wall-clock with their offset,
// as in the enquiries' export.
export const SUBSCRIBER_CSV_HEADER = [
  'email',
  'status',
  'locale',
  'subscribedAt',
  'subscribedIp',
  'subscribedPage',
  'consentVersion',
  'confirmedAt',
  'confirmationIp',
  'unsubscribedAt',
  'unsubscribedHow',
];

export type SubscriberCsvRow = {
  email: string;
  status: string;
  locale: string;
  subscribedAt: Date;
  subscribedIp?: string | null;
  subscribedPage?: string | null;
  consent: { version: string };
  confirmedAt?: Date | null;
  confirmationIp?: string | null;
  unsubscribedAt?: Date | null;
  unsubscribedHow?: string | null;
};

const time = (date?: Date | null) => (date ? toBerlinIso(date) : '');

export function subscriberCsv(rows: readonly SubscriberCsvRow[]): string {
  const lines = rows.map((row) =>
    csvLine([
      row.email,
      row.status,
      row.locale,
      time(row.subscribedAt),
      row.subscribedIp,
      row.subscribedPage,
      row.consent.version,
      time(row.confirmedAt),
      row.confirmationIp,
      time(row.unsubscribedAt),
      row.unsubscribedHow,
    ]),
  );
  return CSV_BOM + csvLine(SUBSCRIBER_CSV_HEADER) + lines.join('');
}

// The download's name carries the day in Berlin.
export function subscriberCsvFilename(now = new Date()): string {
  return `newsletter-subscribers-${berlinDay(now)}.csv`;
}
