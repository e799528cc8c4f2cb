import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/v1/email/contact/route';
import { POST as postEnquiry } from '@/app/api/v1/email/enquiry/route';
import { POST as postBooking } from '@/app/api/v1/booking/route';
import { Booking } from '@/models/booking';
import { Enquiry } from '@/models/enquiry';
import { berlinAt, bookingBody, clearBookings, createAdviser, createType, dayAhead, postJson } from './support/booking';

// Issue 40: every form that takes a phone or WhatsApp number checks it is one on the server (6 to 20
// digits, with a leading +, spaces, brackets, - and / between them), with one message per language,
// so a booking's mail can no longer carry "We will call you on evil.example/pay now".

const MESSAGE = {
  en: 'Please enter a valid phone number: 6 to 20 digits, optionally with a leading +, spaces, brackets, - or /',
  de: 'Bitte geben Sie eine gültige Telefonnummer ein: 6 bis 20 Ziffern, wahlweise mit führendem +, Leerzeichen, Klammern, - oder /',
} as const;

const NOT_NUMBERS = [
  'evil.example/pay now',
  'call 030 1234567',
  '12345',
  '1'.repeat(21),
  '+49 30 12+34567',
  '030 1234567 ext. 5',
  '+49 30 1234567 (bitte ab 18 Uhr)',
  '٠٣٠١٢٣٤٥٦٧',
];
const NUMBERS = ['+49 (30) 123-456/78', '030 1234567', '+91 98765 43210', '123456', '1'.repeat(20), '(0049) 151-2345678'];

const contact = { fullName: 'Amina Yusuf', email: 'amina@example.org', phoneNumber: '+49 151 0000000', message: 'I would like advice on the Opportunity Card.' };
const enquiry = { name: 'Lukas Meyer', contact: '+49 170 1111111', email: 'lukas@example.org', city: 'Lagos', message: 'Please call me.', serviceName: 'Visa Advisory Services' };

type Route = (request: Request, context: object) => Promise<Response>;
const FORMS: Array<{ form: string; route: Route; body: Record<string, unknown>; field: string }> = [
  { form: 'contact form', route: postContact, body: contact, field: 'phoneNumber' },
  { form: 'service enquiry', route: postEnquiry, body: enquiry, field: 'contact' },
  { form: 'booking (phone)', route: postBooking, body: {}, field: 'phoneNumber' },
  { form: 'booking (WhatsApp)', route: postBooking, body: {}, field: 'whatsappNumber' },
];

let typeId = '';
const day = dayAhead(4);

beforeAll(async () => {
  await clearBookings();
  typeId = await createType({ durationMinutes: 20, intervalMinutes: 20 });
  await createAdviser([typeId], 'Anna Adviser');
  // The booking bodies need the type: filled in here, in the objects the tests were given.
  for (const form of FORMS) if (form.route === postBooking) Object.assign(form.body, bookingBody(typeId, berlinAt(day, '09:00')));
});

describe.each(FORMS)('$form: the $field', ({ route, body, field }) => {
  it.each(['en', 'de'] as const)('refuses what is not a phone number with one message (%s), and stores nothing', async (locale) => {
    for (const value of NOT_NUMBERS) {
      const email = `not-a-number-${locale}@example.org`;
      const answer = await postJson(route, { ...body, email, [field]: value, locale });
      expect(answer.status, value).toBe(400);
      expect(answer.body, value).toMatchObject({ success: false, errors: { [field]: [MESSAGE[locale]] } });
      expect(await Enquiry.countDocuments({ email })).toBe(0);
      expect(await Booking.countDocuments({ email })).toBe(0);
    }
  });
});

describe('phone numbers that are accepted', () => {
  it.each(NUMBERS)('%s: by the contact form and the service enquiry', async (number) => {
    const contactEmail = `contact-${NUMBERS.indexOf(number)}@example.org`;
    const enquiryEmail = `enquiry-${NUMBERS.indexOf(number)}@example.org`;
    expect((await postJson(postContact, { ...contact, email: contactEmail, phoneNumber: number })).status).toBe(201);
    expect((await postJson(postEnquiry, { ...enquiry, email: enquiryEmail, contact: number })).status).toBe(201);
    expect((await Enquiry.findOne({ email: contactEmail }).lean())?.phoneNumber).toBe(number);
    expect((await Enquiry.findOne({ email: enquiryEmail }).lean())?.phoneNumber).toBe(number);
  });

  it('by the booking, as phone and as WhatsApp number', async () => {
    const times = ['10:00', '10:20', '10:40', '11:00', '11:20', '11:40'];
    for (const [index, number] of NUMBERS.entries()) {
      const email = `booker-${index}@example.org`;
      const answer = await postJson(postBooking, bookingBody(typeId, berlinAt(day, times[index]!), { email, phoneNumber: index % 2 ? '' : number, whatsappNumber: index % 2 ? number : '' }));
      expect(answer.status, number).toBe(201);
      expect(await Booking.findOne({ email }).lean(), number).toMatchObject(index % 2 ? { whatsappNumber: number } : { phoneNumber: number });
    }
  });

  it('an empty optional number stays allowed: the contact form’s, and one of the booking’s two', async () => {
    expect((await postJson(postContact, { ...contact, email: 'no-phone@example.org', phoneNumber: '' })).status).toBe(201);
    expect((await postJson(postBooking, bookingBody(typeId, berlinAt(day, '13:00'), { email: 'wa-only@example.org', phoneNumber: '', whatsappNumber: '+49 151 2345678' }))).status).toBe(201);
  });
});
