import type { EnquiryDto } from './dto';

// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte order mark so Excel reads
// umlauts correctly. Pure functions, no database: the export route feeds it a cursor.
export const ENQUIRY_CSV_HEADER = ['Submitted', 'Full name', 'Email', 'Phone', 'Source', 'Service', 'City', 'Status', 'Read', 'Message'];
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

export function enquiryCsvLine(enquiry: EnquiryDto): string {
  return csvLine([
    enquiry.submittedAt,
    enquiry.fullName,
    enquiry.email,
    enquiry.phoneNumber,
    enquiry.source,
    enquiry.serviceName,
    enquiry.city,
    enquiry.status,
    enquiry.isRead ? 'yes' : 'no',
    enquiry.message,
  ]);
}

// Rows are encoded one batch at a time as the reader asks for them, so memory stays flat however
// long the export is; cancelling the download stops the source (and closes its cursor).
export function enquiryCsvStream(rows: AsyncIterable<EnquiryDto>, batchSize = 200): ReadableStream<Uint8Array> {
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
        chunk += enquiryCsvLine(next.value);
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
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `enquiries-${day}.csv`;
}
