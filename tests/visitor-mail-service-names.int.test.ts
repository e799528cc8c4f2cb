import { beforeEach, describe, expect, it } from 'vitest';
import { POST as postBooking } from '@/app/api/v1/booking/route';
import { POST as postEnquiry } from '@/app/api/v1/email/enquiry/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { serviceTitlesIn } from '@/lib/server/services/names';
import { saveService } from '@/lib/server/services/store';
import { defaultServiceRecord } from '@/lib/services/defaults';
import { serviceInputSchema } from '@/lib/services/service';
import { Enquiry } from '@/models/enquiry';
import { OutboxClaim } from '@/models/outbox-claim';
import { OutboxMessage } from '@/models/outbox-message';
import { RateLimitHit } from '@/models/rate-limit-hit';
import { ServiceModel } from '@/models/service';
import { berlinAt, bookingBody, clearBookings, createAdviser, createType, dayAhead, postJson } from './support/booking';
import { mimePart, outboxSmtpForFile, type ReceivedMail } from './support/smtp';

// Issue 40, item 7: every mail to a visitor names the service in the visitor's language. Leads
// carry the English name the site's buttons send (the SPEC's API); the acknowledgement and the
// booking's mails name the service by its title in the mail's language, from the stored service
// over its default.

const smtp = outboxSmtpForFile();
let lastAddress = 0;

beforeEach(async () => {
  await settleDetachedTasks();
  await Promise.all([OutboxMessage.deleteMany({}), OutboxClaim.deleteMany({}), Enquiry.deleteMany({}), RateLimitHit.deleteMany({}), ServiceModel.deleteMany({})]);
  await clearBookings();
  smtp.received.length = 0;
});

const mailTo = (address: string): ReceivedMail[] => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
function single(mails: ReceivedMail[]): ReceivedMail {
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

async function enquire(body: object): Promise<number> {
  const headers = { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: `198.51.100.${++lastAddress}` };
  const response = await postEnquiry(new Request('http://localhost/api/v1/email/enquiry', { method: 'POST', headers, body: JSON.stringify(body) }), {});
  return response.status;
}

const enquiry = (email: string, fields: object) => ({
  name: 'Mina Rahimi',
  contact: '+49 170 1111111',
  email,
  city: 'Tehran',
  message: 'We would like to bring our children.',
  serviceName: 'Family Reunification Solutions',
  ...fields,
});

describe("a lead's acknowledgement", () => {
  it('names the service by its German title to a German visitor and its English title to an English one', async () => {
    expect(await enquire(enquiry('mina.de@example.org', { locale: 'de' }))).toBe(201);
    expect(await enquire(enquiry('mina.en@example.org', { locale: 'en' }))).toBe(201);
    await settleDetachedTasks();
    const german = single(mailTo('mina.de@example.org'));
    expect(german.header('subject')).toBe('Ihre Anfrage zu Familiennachzug – Spree Bridge Consulting');
    expect(german.body).toContain('vielen Dank für Ihre Anfrage zu Familiennachzug.');
    expect(`${german.header('subject')}\n${german.body}`).not.toContain('Family Reunification');
    const english = single(mailTo('mina.en@example.org'));
    expect(english.header('subject')).toBe('Your enquiry about Family Reunification – Spree Bridge Consulting');
    expect(english.body).toContain('Thank you for your enquiry about Family Reunification.');
    // The team's notification keeps the name as sent (the inbox and the dashboard group by it).
    expect(await Enquiry.countDocuments({ serviceName: 'Family Reunification Solutions' })).toBe(2);
  });

  it("names an offering by its title in the visitor's language", async () => {
    expect(await enquire(enquiry('offering.de@example.org', { locale: 'de', serviceName: 'Student Visa Assistance' }))).toBe(201);
    await settleDetachedTasks();
    expect(single(mailTo('offering.de@example.org')).header('subject')).toBe('Ihre Anfrage zu Unterstützung beim Studentenvisum – Spree Bridge Consulting');
  });

  it("uses the stored service's German title over the default", async () => {
    const { slugs, summary, description, offerings, fee, faq, opportunityCard } = defaultServiceRecord('family-reunification');
    const title = { en: 'Family Reunification', de: 'Familiennachzug nach Deutschland' };
    const input = serviceInputSchema('family-reunification').parse({ slugs, title, summary, description, offerings, fee, faq, opportunityCard });
    await saveService('family-reunification', input, 'test');
    expect(await enquire(enquiry('stored.de@example.org', { locale: 'de' }))).toBe(201);
    await settleDetachedTasks();
    expect(single(mailTo('stored.de@example.org')).header('subject')).toBe('Ihre Anfrage zu Familiennachzug nach Deutschland – Spree Bridge Consulting');
  });
});

describe("a booking's confirmation", () => {
  it('names the consultation\'s service in the visitor\'s language', async () => {
    const typeId = await createType({ serviceId: 'family-reunification', channel: 'video' });
    await createAdviser([typeId]);
    const day = dayAhead(3);
    const german = await postJson(postBooking, bookingBody(typeId, berlinAt(day, '10:00'), { email: 'priya.de@example.org', locale: 'de' }));
    expect(german.status).toBe(201);
    const english = await postJson(postBooking, bookingBody(typeId, berlinAt(day, '12:00'), { email: 'priya.en@example.org', locale: 'en' }));
    expect(english.status).toBe(201);
    await settleDetachedTasks();
    const text = (mail: ReceivedMail) => mimePart(mail, 'text/plain')?.body ?? '';
    const germanMail = text(single(mailTo('priya.de@example.org')));
    expect(germanMail).toContain('Leistung: Familiennachzug\n');
    expect(germanMail).not.toContain('Family Reunification');
    expect(text(single(mailTo('priya.en@example.org')))).toContain('Service: Family Reunification\n');
  });
});

describe("a reply's service", () => {
  it('has a title in each reply language for a name the site sends, and none for another', async () => {
    // The lead page fills {service} of a German template with the German title.
    expect(await serviceTitlesIn('Family Reunification Solutions', ['en', 'de'])).toEqual({ en: 'Family Reunification', de: 'Familiennachzug' });
    expect(await serviceTitlesIn('You won 1000 EUR', ['en', 'de'])).toEqual({});
  });
});
