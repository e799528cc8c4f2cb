import { classifyLeadSource, leadSourceText } from '@/lib/leads/lead-source';
import { berlinDay, toBerlinIso } from '@/lib/time/berlin';
import type { EnquiryExportRow } from './enquiry';

// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte order mark so Excel reads
// umlauts correctly. Pure functions, no database: the export route feeds it a cursor.
// The first ten columns are the ones the export always had, in their order (scripts that read
// them keep working); where the lead came from is appended after them, then the language of the
// page it was sent from (en, de), then the Opportunity Card check's total and verdict (empty for
// leads without one). Times are Berlin wall-clock
// time with their offset (2025-05-01T13:52:00+02:00), so the team reads its own hours and a
// program still gets the exact instant across clock changes.
export const ENQUIRY_CSV_HEADER = [
  'Submitted',
  'Full name',
  'Email',
  'Phone',
  'Source',
  'Service',
  'City',
  'Status',
  'Read',
  'Message',
  'Traffic source',
  'Page',
  'Landing page',
  'Referrer',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'UTM term',
  'UTM content',
  'Language',
  'Check total',
  'Check verdict',
];
export const CSV_BOM = '\uFEFF';

// A cell a spreadsheet would evaluate (=, +, -, @, or a leading tab or CR) becomes plain text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

// ownDomain: the site's own domain, so a referrer from our own pages counts as direct.
export type EnquiryCsvOptions = { batchSize?: number; ownDomain?: string | null };

export function enquiryCsvLine(enquiry: EnquiryExportRow, ownDomain: string | null = null): string {
  const attribution = enquiry.attribution ?? {};
  return csvLine([
    toBerlinIso(new Date(enquiry.submittedAt)),
    enquiry.fullName,
    enquiry.email,
    enquiry.phoneNumber,
    enquiry.source,
    enquiry.serviceName,
    enquiry.city,
    enquiry.status,
    enquiry.isRead ? 'yes' : 'no',
    enquiry.message,
    leadSourceText(classifyLeadSource(attribution, ownDomain)),
    attribution.pagePath,
    attribution.landingPage,
    attribution.referrer,
    attribution.utmSource,
    attribution.utmMedium,
    attribution.utmCampaign,
    attribution.utmTerm,
    attribution.utmContent,
    enquiry.locale,
    enquiry.checkTotal,
    enquiry.checkVerdict,
  ]);
}

// Rows are encoded one batch at a time as the reader asks for them, so memory stays flat however
// long the export is; cancelling the download stops the source (and closes its cursor).
export function enquiryCsvStream(rows: AsyncIterable<EnquiryExportRow>, { batchSize = 200, ownDomain = null }: EnquiryCsvOptions = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = started ? '' : CSV_BOM + csvLine(ENQUIRY_CSV_HEADER);
      started = true;
      for (let count = 0; count < batchSize; count += 1) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += enquiryCsvLine(next.value, ownDomain);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

// The download's name carries the day in Berlin, where the team works.
export function enquiryCsvFilename(now = new Date()): string {
  return `enquiries-${berlinDay(now)}.csv`;
}
