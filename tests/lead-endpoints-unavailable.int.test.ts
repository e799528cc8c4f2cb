import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/v1/email/contact/route';
import { POST as postEnquiry } from '@/app/api/v1/email/enquiry/route';
import { freePort } from '../scripts/lib/embedded-db';

// Nothing listens on this port: the database is "down" for this whole file.
beforeAll(async () => {
  process.env.MONGODB_URI = `mongodb://127.0.0.1:${await freePort()}/down`;
});

const json = (body: unknown) =>
  new Request('http://localhost/api/v1/email/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('lead endpoints with the database down', () => {
  it('answer 503 with the fixed message and Retry-After, for both forms', async () => {
    const contact = await postContact(json({ fullName: 'A', email: 'a@example.org', message: 'Hello there' }), {});
    expect(contact.status).toBe(503);
    expect(contact.headers.get('retry-after')).toBe('5');
    expect(await contact.json()).toEqual({
      success: false,
      message: 'Service temporarily unavailable. Please try again shortly.',
    });
    const enquiry = await postEnquiry(
      json({ name: 'A', contact: '+49 30 1234567', email: 'a@example.org', city: 'B', message: 'Hi', serviceName: 'S' }),
      {},
    );
    expect(enquiry.status).toBe(503);
  });
});
