import { describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/v1/email/contact/route';
import { POST as postEnquiry } from '@/app/api/v1/email/enquiry/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { singleLineMessage } from '@/lib/fields/single-line';
import { Enquiry } from '@/models/enquiry';
import { WINDOW_WAIT_TIMEOUT_MS, withinOneWindow } from './support/rate-limit-window';

// Every test comes from its own address, so the per-address rate limit only bites where meant to.
let lastAddress = 0;
const nextAddress = () => `198.51.100.${++lastAddress}`;

type Route = (request: Request, context: object) => Promise<Response>;

async function send(route: Route, body: unknown, options: { headers?: Record<string, string>; address?: string } = {}) {
  const request = new Request('http://localhost/api/v1/email/x', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SOCKET_ADDRESS_HEADER]: options.address ?? nextAddress(),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await route(request, {});
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const contact = { fullName: 'Amina Yusuf', email: 'amina@example.org', phoneNumber: '+49 151 0000000', message: 'I would like advice on the Opportunity Card.' };
const enquiry = {
  name: 'Lukas Meyer',
  contact: '+49 170 1111111',
  email: 'lukas@example.org',
  city: 'Lagos',
  message: 'Please call me about a student visa.',
  serviceName: 'Visa Advisory Services',
};

describe('POST /api/v1/email/contact', () => {
  it('stores a contact lead and answers 201', async () => {
    const email = 'stored.contact@example.org';
    const result = await send(postContact, { ...contact, email, attribution: { pagePath: '/contact', utmSource: 'newsletter' } });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ success: true, message: expect.any(String) });
    const stored = await Enquiry.findOne({ email }).lean();
    expect(stored).toMatchObject({
      fullName: 'Amina Yusuf',
      phoneNumber: '+49 151 0000000',
      source: 'contact',
      status: 'new',
      isRead: false,
      attribution: { pagePath: '/contact', utmSource: 'newsletter' },
    });
    expect(stored?.submittedAt).toBeInstanceOf(Date);
  });

  it('accepts a missing or empty phone number', async () => {
    const withoutPhone: Partial<typeof contact> = { ...contact };
    delete withoutPhone.phoneNumber;
    expect((await send(postContact, { ...withoutPhone, email: 'nophone@example.org' })).status).toBe(201);
    expect((await send(postContact, { ...contact, phoneNumber: '', email: 'emptyphone@example.org' })).status).toBe(201);
    expect((await Enquiry.findOne({ email: 'emptyphone@example.org' }).lean())?.phoneNumber).toBeUndefined();
  });

  it('answers 400 with an error per field for missing fields', async () => {
    const result = await send(postContact, {});
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.message).toBe('Validation failed');
    expect(Object.keys(result.body.errors).sort()).toEqual(['email', 'fullName', 'message']);
    expect(result.body.errors.fullName).toEqual(['Full name is required']);
  });

  it.each([
    ['a blank name', { fullName: '   ' }, 'fullName', 'Full name is required'],
    ['an invalid e-mail', { email: 'amina@example' }, 'email', 'Please enter a valid email address'],
    ['a name with a line break', { fullName: 'Amina\r\nBcc: x@evil.test' }, 'fullName', singleLineMessage('Full name')],
    ['a name with a tab', { fullName: 'Amina\tRahimi' }, 'fullName', singleLineMessage('Full name')],
    ['a phone number with a line separator', { phoneNumber: '+49 30\u2028123' }, 'phoneNumber', singleLineMessage('Phone number')],
    ['an e-mail with a line break', { email: 'a@b.de\nBcc: x@evil.test' }, 'email', singleLineMessage('Email')],
    ['a name over 120 characters', { fullName: 'x'.repeat(121) }, 'fullName', 'Full name must be at most 120 characters'],
    ['a phone number over 40 characters', { phoneNumber: '1'.repeat(41) }, 'phoneNumber', 'Phone number must be at most 40 characters'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ['a message with control characters', { message: 'hello\u0000' }, 'message', 'Message contains characters that are not allowed'],
    ['a number instead of text', { fullName: 42 }, 'fullName', 'Full name is required'],
  ])('rejects %s', async (_label, change, field, message) => {
    const result = await send(postContact, { ...contact, ...change });
    expect(result.status).toBe(400);
    expect(result.body.errors[field]).toContain(message);
  });

  it('stores the language of the page the lead came from, English when the body names none', async () => {
    expect((await send(postContact, { ...contact, email: 'german.page@example.org', locale: 'de' })).status).toBe(201);
    expect((await send(postContact, { ...contact, email: 'no.language@example.org' })).status).toBe(201);
    expect((await Enquiry.findOne({ email: 'german.page@example.org' }).lean())?.locale).toBe('de');
    expect((await Enquiry.findOne({ email: 'no.language@example.org' }).lean())?.locale).toBe('en');
  });

  it.each([['fr'], ['xx'], [''], [42], ['DE']])('answers 400 to the language %j, which the site does not publish, and stores nothing', async (locale) => {
    const email = `bad.language.${String(locale) || 'empty'}@example.org`;
    const result = await send(postContact, { ...contact, email, locale });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, message: 'Validation failed', errors: { locale: ['Language must be one of: en, de'] } });
    expect(await Enquiry.countDocuments({ email })).toBe(0);
  });

  it("answers the field errors of a German page's body in German", async () => {
    const empty = await send(postContact, { locale: 'de' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Validation failed');
    expect(empty.body.errors).toEqual({
      fullName: ['Bitte füllen Sie das Feld „Vollständiger Name“ aus.'],
      email: ['Bitte füllen Sie das Feld „E-Mail“ aus.'],
      message: ['Bitte füllen Sie das Feld „Nachricht“ aus.'],
    });
    const wrong = await send(postContact, { ...contact, email: 'amina@example', fullName: 'Amina\nX', phoneNumber: '1'.repeat(41), locale: 'de' });
    expect(wrong.body.errors).toEqual({
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      fullName: ['„Vollständiger Name“ muss in eine Zeile passen, ohne Zeilenumbrüche, Tabulatoren oder andere Steuerzeichen.'],
      phoneNumber: ['„Telefonnummer“ darf höchstens 40 Zeichen lang sein.'],
    });
  });

  it('keeps line breaks in the message', async () => {
    const email = 'multiline@example.org';
    expect((await send(postContact, { ...contact, email, message: 'Line one\nLine two\n\tindented' })).status).toBe(201);
    expect((await Enquiry.findOne({ email }).lean())?.message).toBe('Line one\nLine two\n\tindented');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const result = await send(postContact, 'fullName=x', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(result.status).toBe(415);
    expect(result.body).toEqual({ success: false, message: 'Content-Type must be application/json' });
  });

  it('answers 400 to malformed JSON', async () => {
    const result = await send(postContact, '{"fullName": ');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });

  it('answers 413 to a body over 32 KB, with or without a Content-Length', async () => {
    const big = JSON.stringify({ ...contact, message: 'x'.repeat(40 * 1024) });
    const declared = await send(postContact, big, { headers: { 'content-length': String(big.length) } });
    expect(declared.status).toBe(413);
    const undeclared = await send(postContact, big);
    expect(undeclared.status).toBe(413);
    expect(undeclared.body.success).toBe(false);
  });

  it('answers a filled honeypot with a normal 201 and stores nothing', async () => {
    const email = 'bot@example.org';
    const result = await send(postContact, { ...contact, email, website: 'http://spam.test' });
    expect(result.status).toBe(201);
    expect(result.body.success).toBe(true);
    expect(await Enquiry.countDocuments({ email })).toBe(0);
  });

  it('stores a repeated submission (same clientId) only once and answers it the same', async () => {
    const email = 'twice@example.org';
    const clientId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const first = await send(postContact, { ...contact, email, clientId });
    const second = await send(postContact, { ...contact, email, clientId });
    expect(first.status).toBe(201);
    expect(second).toEqual(expect.objectContaining({ status: 201, body: first.body }));
    expect(await Enquiry.countDocuments({ email })).toBe(1);
    expect((await send(postContact, { ...contact, clientId: 'not-a-uuid' })).status).toBe(400);
  });

  it('caps and cleans the attribution instead of rejecting the lead', async () => {
    const email = 'utm@example.org';
    const result = await send(postContact, {
      ...contact,
      email,
      attribution: { utmCampaign: 'c'.repeat(500), referrer: 'https://search.example/\nq', pagePath: 42 },
    });
    expect(result.status).toBe(201);
    const stored = await Enquiry.findOne({ email }).lean();
    expect(stored?.attribution?.utmCampaign).toHaveLength(100);
    expect(stored?.attribution?.referrer).toBe('https://search.example/q');
    expect(stored?.attribution?.pagePath).toBeUndefined();
  });

  it('allows 5 submissions a minute from one address, then answers 429 with Retry-After', async () => {
    await withinOneWindow(60_000);
    const address = '203.0.113.50';
    for (let i = 0; i < 5; i += 1) {
      expect((await send(postContact, { ...contact, email: `burst${i}@example.org` }, { address })).status).toBe(201);
    }
    const limited = await send(postEnquiry, enquiry, { address });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another visitor is not affected.
    expect((await send(postContact, contact)).status).toBe(201);
  }, WINDOW_WAIT_TIMEOUT_MS);

  it('cannot be dodged by sending X-Forwarded-For when no proxy is trusted', async () => {
    await withinOneWindow(60_000);
    const address = '203.0.113.77';
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const result = await send(postContact, contact, { address, headers: { 'x-forwarded-for': `192.0.2.${i}` } });
      statuses.push(result.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  }, WINDOW_WAIT_TIMEOUT_MS);
});

describe('POST /api/v1/email/enquiry', () => {
  it('stores a service enquiry, mapping name and contact', async () => {
    const result = await send(postEnquiry, enquiry);
    expect(result.status).toBe(201);
    expect(result.body.success).toBe(true);
    const stored = await Enquiry.findOne({ email: 'lukas@example.org' }).lean();
    expect(stored).toMatchObject({
      fullName: 'Lukas Meyer',
      phoneNumber: '+49 170 1111111',
      city: 'Lagos',
      serviceName: 'Visa Advisory Services',
      source: 'service',
      status: 'new',
    });
  });

  it('requires every field', async () => {
    const result = await send(postEnquiry, { email: 'x' });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors).sort()).toEqual(['city', 'contact', 'email', 'message', 'name', 'serviceName']);
    expect(result.body.errors.city).toEqual(['City or location is required']);
    expect(result.body.errors.contact).toEqual(['Contact number is required']);
  });

  it.each([
    ['a service name with a line break', { serviceName: 'Visa\nBcc: x@evil.test' }, 'serviceName'],
    ['a city over 120 characters', { city: 'c'.repeat(121) }, 'city'],
    ['a contact number over 40 characters', { contact: '1'.repeat(41) }, 'contact'],
    ['an invalid e-mail', { email: 'lukas@' }, 'email'],
  ])('rejects %s', async (_label, change, field) => {
    const result = await send(postEnquiry, { ...enquiry, ...change });
    expect(result.status).toBe(400);
    expect(result.body.errors).toHaveProperty(field);
  });

  it("stores a German page's enquiry with its language and answers its errors in German", async () => {
    expect((await send(postEnquiry, { ...enquiry, email: 'german.enquiry@example.org', locale: 'de' })).status).toBe(201);
    expect((await Enquiry.findOne({ email: 'german.enquiry@example.org' }).lean())?.locale).toBe('de');
    const result = await send(postEnquiry, { ...enquiry, city: '', locale: 'de' });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({ city: ['Bitte füllen Sie das Feld „Stadt oder Ort“ aus.'] });
    expect((await send(postEnquiry, { ...enquiry, locale: 'es' })).status).toBe(400);
  });

  it('answers 415, 413 and the honeypot like the contact endpoint', async () => {
    expect((await send(postEnquiry, 'x', { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await send(postEnquiry, { ...enquiry, message: 'x'.repeat(33 * 1024) })).status).toBe(413);
    const bot = await send(postEnquiry, { ...enquiry, email: 'bot2@example.org', website: 'x' });
    expect(bot.status).toBe(201);
    expect(await Enquiry.countDocuments({ email: 'bot2@example.org' })).toBe(0);
  });
});
