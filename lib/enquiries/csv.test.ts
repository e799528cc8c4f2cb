import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, enquiryCsvFilename, enquiryCsvLine, enquiryCsvStream } from './csv';
import type { EnquiryDto } from './dto';

const enquiry: EnquiryDto = {
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
  submittedAt: '2025-03-01T09:30:00.000Z',
  assignedTo: null,
  followUpAt: null,
};

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
  it('writes one CRLF-terminated line in header order', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
    expect(enquiryCsvLine(enquiry)).toBe(
      '2025-03-01T09:30:00.000Z,Jürgen Groß,j@example.org,\'+49 30 1234,service,Visa Advisory Services,,new,no,"Hello, ""team""\nsecond line"\r\n',
    );
  });

  it('streams BOM, header and rows as UTF-8, in batches', async () => {
    async function* rows() {
      for (let i = 0; i < 5; i += 1) yield { ...enquiry, fullName: `Person ${i}` };
    }
    const text = await new Response(enquiryCsvStream(rows(), 2)).text();
    // Response.text() strips the BOM; the bytes carry it.
    const bytes = new Uint8Array(await new Response(enquiryCsvStream(rows(), 2)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.replace(CSV_BOM, '').split('\r\n');
    expect(lines[0]).toBe('Submitted,Full name,Email,Phone,Source,Service,City,Status,Read,Message');
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
    const reader = enquiryCsvStream(rows(), 3).getReader();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
  });

  it('names the file after the day in Berlin', () => {
    expect(enquiryCsvFilename(new Date('2025-12-31T23:30:00Z'))).toBe('enquiries-2026-01-01.csv');
    expect(enquiryCsvFilename(new Date('2025-06-15T12:00:00Z'))).toBe('enquiries-2025-06-15.csv');
  });
});
