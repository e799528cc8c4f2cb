import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, enquiryCsvFilename, enquiryCsvLine, enquiryCsvStream } from './csv';
import type { EnquiryExportRow } from './enquiry';

const enquiry: EnquiryExportRow = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  fullName: 'Jürgen Groß',
  email: 'j@example.org',
  phoneNumber: '+49 30 1234',
  message: 'Hello, "team"\nsecond line',
  status: 'new',
  isRead: false,
  source: 'service',
  serviceName: 'Visa Advisory Services',
  city: null,
  locale: 'en',
  submittedAt: '2025-03-01T09:30:00.000Z',
  assignedTo: null,
  followUpAt: null,
  attribution: null,
};

const HEADER =
  'Submitted,Full name,Email,Phone,Source,Service,City,Status,Read,Message,' +
  'Traffic source,Page,Landing page,Referrer,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Language,Check total,Check verdict';

describe('csvCell', () => {
  it('leaves plain text alone and writes empty values as empty cells', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('Müller')).toBe('Müller');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes fields with commas, quotes or line breaks and doubles the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('turns anything a spreadsheet would evaluate into text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('+49 30 1234')).toBe("'+49 30 1234");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('a=1')).toBe('a=1');
  });
});

describe('enquiry lines', () => {
  it('writes one CRLF-terminated line in header order, the time in Berlin with its offset', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
    expect(enquiryCsvLine(enquiry)).toBe(
      '2025-03-01T10:30:00+01:00,Jürgen Groß,j@example.org,\'+49 30 1234,service,Visa Advisory Services,,new,no,"Hello, ""team""\nsecond line",not recorded,,,,,,,,,en,,\r\n',
    );
  });

  it('appends where the lead came from, classified and as sent', () => {
    const attribution = {
      pagePath: '/services',
      landingPage: '/blog/opportunity-card-points',
      referrer: 'https://www.google.com/',
      utmSource: 'Newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring, 2025',
      utmTerm: '=cmd',
      utmContent: 'button',
    };
    const cells = enquiryCsvLine({ ...enquiry, message: 'Hi', attribution }).trimEnd().split(',');
    expect(cells.slice(10)).toEqual(['campaign: newsletter', '/services', '/blog/opportunity-card-points', 'https://www.google.com/', 'Newsletter', 'email', '"spring', ' 2025"', "'=cmd", 'button', 'en', '', '']);
    const referred = enquiryCsvLine({ ...enquiry, message: 'Hi', attribution: { referrer: 'https://www.linkedin.com/feed/' } });
    expect(referred).toContain(',Hi,referrer: linkedin.com,,,https://www.linkedin.com/feed/,,,,,,en,,\r\n');
    // Our own pages as the referrer (a second tab, a link from the back office): direct.
    const own = enquiryCsvLine({ ...enquiry, message: 'Hi', attribution: { referrer: 'https://spree.example/about' } }, 'spree.example');
    expect(own).toContain(',Hi,direct,');
  });

  it('has the language of the page the lead came from after the attribution', () => {
    expect(enquiryCsvLine({ ...enquiry, locale: 'de' })).toMatch(/,de,,\r\n$/);
  });

  it('ends with the Opportunity Card check\'s total and verdict, empty without a check', () => {
    expect(enquiryCsvLine({ ...enquiry, checkTotal: 5, checkVerdict: 'not-eligible' })).toMatch(/,en,5,not-eligible\r\n$/);
    expect(enquiryCsvLine({ ...enquiry, checkTotal: 0, checkVerdict: 'likely-eligible' })).toMatch(/,en,0,likely-eligible\r\n$/);
    expect(enquiryCsvLine(enquiry)).toMatch(/,en,,\r\n$/);
  });

  it('writes summer and winter times with their own offsets, across the clock changes', () => {
    const at = (submittedAt: string) => enquiryCsvLine({ ...enquiry, submittedAt }).split(',')[0];
    // 30 March 2025: 02:00 CET becomes 03:00 CEST.
    expect(at('2025-03-30T00:59:59.000Z')).toBe('2025-03-30T01:59:59+01:00');
    expect(at('2025-03-30T01:00:00.000Z')).toBe('2025-03-30T03:00:00+02:00');
    // 26 October 2025: 03:00 CEST becomes 02:00 CET, so 02:30 happens twice.
    expect(at('2025-10-26T00:30:00.000Z')).toBe('2025-10-26T02:30:00+02:00');
    expect(at('2025-10-26T01:30:00.000Z')).toBe('2025-10-26T02:30:00+01:00');
    expect(at('2025-12-31T23:30:00.000Z')).toBe('2026-01-01T00:30:00+01:00');
  });

  it('streams BOM, header and rows as UTF-8, in batches', async () => {
    async function* rows() {
      for (let i = 0; i < 5; i += 1) yield { ...enquiry, fullName: `Person ${i}` };
    }
    const text = await new Response(enquiryCsvStream(rows(), { batchSize: 2 })).text();
    // Response.text() strips the BOM; the bytes carry it.
    const bytes = new Uint8Array(await new Response(enquiryCsvStream(rows(), { batchSize: 2 })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.replace(CSV_BOM, '').split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.filter((line) => line.includes('Person'))).toHaveLength(5);
  });

  it('stops the source when the download is cancelled', async () => {
    let closed = false;
    async function* rows() {
      try {
        for (;;) yield enquiry;
      } finally {
        closed = true;
      }
    }
    const reader = enquiryCsvStream(rows(), { batchSize: 3 }).getReader();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
  });

  it('names the file after the day in Berlin', () => {
    expect(enquiryCsvFilename(new Date('2025-12-31T23:30:00Z'))).toBe('enquiries-2026-01-01.csv');
    expect(enquiryCsvFilename(new Date('2025-06-15T12:00:00Z'))).toBe('enquiries-2025-06-15.csv');
  });
});
