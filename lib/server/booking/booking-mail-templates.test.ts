import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { adviserBookingMail, bookingMailTexts, visitorBookingMail, visitorMailEvent, type BookingFirm, type MailBooking } from './booking-mail-templates';

const english = bookingMailTexts('en', await loadMessages('en'));
const german = bookingMailTexts('de', await loadMessages('de'));

const firm: BookingFirm = {
  name: 'Spree Bridge Consulting',
  phone: '+49 30 1234567',
  email: 'hello@firm.test',
  url: 'https://firm.test',
  address: { street: 'Friedrichstraße 1', postalCode: '10117', city: 'Berlin', country: 'Germany' },
  whatsappNumber: '49301234567',
};
const links = { reschedule: 'https://firm.test/book/reschedule?token=r1', cancel: 'https://firm.test/book/cancel?token=c1' };
// 09:00 UTC: 14:30 in Kolkata, 10:00 in Berlin.
const booking: MailBooking = {
  uid: '6650f0c1a1b2c3d4e5f60718@firm.test',
  sequence: 0,
  typeName: 'First consultation',
  durationMinutes: 30,
  channel: 'video',
  videoUrl: 'https://meet.example.test/room',
  changeNoticeMinutes: 24 * 60,
  adviserName: 'Anna Adviser',
  start: new Date('2026-11-30T09:00:00Z'),
  end: new Date('2026-11-30T09:30:00Z'),
  fullName: 'Priya Sharma',
  email: 'priya@example.test',
  phoneNumber: '+91 98765 43210',
  whatsappNumber: '',
  topic: 'Student visa; my documents',
  timeZone: 'Asia/Kolkata',
  locale: 'en',
  enquiryId: '6650f0c1a1b2c3d4e5f60700',
  reason: '',
  cancelledBy: null,
};
const inGerman = { ...booking, locale: 'de' as const, typeName: 'Erstberatung' };

// What a mail to a visitor never contains: advertising, a newsletter, the words the visitor typed.
const NOT_IN_VISITOR_MAIL = [/newsletter/i, /offer/i, /discount/i, /subscribe/i, /angebot/i, /rabatt/i, /abonn/i, /Priya/, /Student visa/];

describe("the visitor's booking mail", () => {
  it('English: the consultation, the time in their zone with its name and in Berlin time, the adviser, the video link, both links, the notice', () => {
    const mail = visitorBookingMail(visitorMailEvent(booking, firm, english, { links }), 'booked');
    expect(mail).toMatchObject({ to: 'priya@example.test', replyTo: 'hello@firm.test', subject: 'Your consultation is booked – Spree Bridge Consulting' });
    expect(mail.text).toContain('Consultation: First consultation');
    expect(mail.text).toContain('Your time: Monday, 30 November 2026, 14:30 (Asia/Kolkata)');
    expect(mail.text).toContain('Berlin time: Monday, 30 November 2026, 10:00 (Europe/Berlin)');
    expect(mail.text).toContain('With: Anna Adviser');
    expect(mail.text).toContain('How: video call. At the time, join by this link: https://meet.example.test/room');
    expect(mail.text).toContain(`Reschedule: ${links.reschedule}\nCancel: ${links.cancel}`);
    expect(mail.text).toContain('up to 24 hours before the start. Later than that, please call us on +49 30 1234567 or write to us on WhatsApp: https://wa.me/49301234567');
    for (const word of NOT_IN_VISITOR_MAIL) expect(mail.text).not.toMatch(word);
    expect(mail.calendar?.method).toBe('REQUEST');
    expect(mail.calendar?.content).toContain(`UID:${booking.uid}`);
  });

  it('German: the same facts in German, dates in German, Sie-form', () => {
    const mail = visitorBookingMail(visitorMailEvent(inGerman, firm, german, { links }), 'booked');
    expect(mail.subject).toBe('Ihr Beratungstermin ist gebucht – Spree Bridge Consulting');
    expect(mail.text).toContain('Beratung: Erstberatung');
    expect(mail.text).toContain('Ihre Ortszeit: Montag, 30. November 2026, 14:30 (Asia/Kolkata)');
    expect(mail.text).toContain('Berliner Zeit: Montag, 30. November 2026, 10:00 (Europe/Berlin)');
    expect(mail.text).toContain('Wie: per Videogespräch. Zum Termin treten Sie über diesen Link bei: https://meet.example.test/room');
    expect(mail.text).toContain(`Termin verschieben: ${links.reschedule}\nTermin absagen: ${links.cancel}`);
    expect(mail.text).toContain('bis 24 Stunden vor Beginn verschieben oder absagen');
    for (const word of NOT_IN_VISITOR_MAIL) expect(mail.text).not.toMatch(word);
  });

  it('says one time for a visitor in Berlin, and the channel of each kind', () => {
    const inBerlin = visitorBookingMail(visitorMailEvent({ ...booking, timeZone: 'Europe/Berlin' }, firm, english, { links }), 'booked');
    expect(inBerlin.text).toContain('Your time: Monday, 30 November 2026, 10:00 (Europe/Berlin)');
    expect(inBerlin.text).not.toContain('Berlin time:');
    const line = (mail: MailBooking, t = english) => visitorBookingMail(visitorMailEvent(mail, firm, t, { links }), 'booked').text;
    expect(line({ ...booking, channel: 'phone' })).toContain('How: phone call. We will call you on +91 98765 43210.');
    expect(line({ ...booking, channel: 'whatsapp', whatsappNumber: '+91 90000 00000' })).toContain('How: WhatsApp call. We will call you on WhatsApp at +91 90000 00000.');
    expect(line({ ...booking, channel: 'office' })).toContain('Where: at our office, Friedrichstraße 1, 10117 Berlin, Germany.');
    expect(line({ ...inGerman, channel: 'office' }, german)).toContain('Wo: in unserem Büro, Friedrichstraße 1, 10117 Berlin, Deutschland.');
    expect(line({ ...inGerman, channel: 'phone' }, german)).toContain('Wie: per Telefon. Wir rufen Sie unter +91 98765 43210 an.');
    expect(line({ ...booking, videoUrl: '' })).toContain('How: video call. We will send you the link before the meeting.');
  });

  it('a move: the new details and a REQUEST with the raised sequence', () => {
    const mail = visitorBookingMail(visitorMailEvent({ ...booking, sequence: 1 }, firm, english, { links }), 'moved');
    expect(mail.subject).toBe('Your consultation has a new time – Spree Bridge Consulting');
    expect(mail.calendar?.method).toBe('REQUEST');
    expect(mail.calendar?.content).toContain('SEQUENCE:1');
  });

  it('a cancellation: no links left, a new booking offered, a CANCEL invitation', () => {
    const mail = visitorBookingMail(visitorMailEvent({ ...booking, sequence: 1 }, firm, english, { bookUrl: 'https://firm.test/book' }), 'cancelled');
    expect(mail.subject).toBe('Your consultation is cancelled – Spree Bridge Consulting');
    expect(mail.text).not.toContain(links.cancel);
    expect(mail.text).toContain('you can book one here: https://firm.test/book');
    expect(mail.text).toContain('The attached cancellation removes the consultation from your calendar.');
    expect(mail.calendar?.method).toBe('CANCEL');
    expect(mail.calendar?.content).toContain('STATUS:CANCELLED');
  });

  it('a reminder: the time in the subject, the details and the links, no invitation', () => {
    const mail = visitorBookingMail(visitorMailEvent(inGerman, firm, german, { links }), 'reminder');
    expect(mail.subject).toBe('Erinnerung an Ihren Beratungstermin am Montag, 30. November 2026, 14:30 (Asia/Kolkata) – Spree Bridge Consulting');
    expect(mail.text).toContain('Berliner Zeit: Montag, 30. November 2026, 10:00 (Europe/Berlin)');
    expect(mail.text).toContain(`Termin absagen: ${links.cancel}`);
    expect(mail.calendar).toBeUndefined();
  });
});

describe("the adviser's notification", () => {
  const adviser = { name: 'Anna Adviser', email: 'anna@firm.test' };

  it('in English: who, when in Berlin time, the channel, the topic, the lead, with the visitor as Reply-To', () => {
    const mail = adviserBookingMail(inGerman, firm, 'booked', adviser);
    expect(mail).toMatchObject({ to: 'anna@firm.test', replyTo: 'priya@example.test' });
    expect(mail.subject).toBe('New booking: Erstberatung, Monday, 30 November 2026, 10:00 (Europe/Berlin) – Priya Sharma');
    expect(mail.text).toMatch(/When \(Berlin\): +Monday, 30 November 2026, 10:00 \(Europe\/Berlin\)/);
    expect(mail.text).toMatch(/Visitor's time: +Monday, 30 November 2026, 14:30 \(Asia\/Kolkata\)/);
    expect(mail.text).toMatch(/Channel: +Video call \(https:\/\/meet.example.test\/room\)/);
    expect(mail.text).toMatch(/Phone: +\+91 98765 43210/);
    expect(mail.text).toContain('Topic:\nStudent visa; my documents');
    expect(mail.text).toContain('The lead: https://firm.test/admin/enquiries/6650f0c1a1b2c3d4e5f60700');
    expect(mail.text).not.toContain('Reason');
    expect(mail.calendar?.method).toBe('REQUEST');
    expect(mail.calendar?.content.replace(/\r\n /g, '')).toMatch(/^ATTENDEE;.*:MAILTO:anna@firm.test\r$/m);
  });

  it('a cancellation names who cancelled and why, with a CANCEL invitation', () => {
    const mail = adviserBookingMail({ ...booking, sequence: 1, cancelledBy: 'visitor', reason: 'I found another date' }, firm, 'cancelled', adviser);
    expect(mail.subject).toMatch(/^Booking cancelled: First consultation/);
    expect(mail.text).toContain('was cancelled by the visitor.');
    expect(mail.text).toMatch(/Reason: +I found another date/);
    expect(mail.calendar?.method).toBe('CANCEL');
  });

  it('a move gives the reason too', () => {
    const mail = adviserBookingMail({ ...booking, sequence: 1, channel: 'phone', reason: 'Later suits me better' }, firm, 'moved', adviser);
    expect(mail.subject).toMatch(/^Booking moved: /);
    expect(mail.text).toMatch(/Reason: +Later suits me better/);
    expect(mail.text).toMatch(/Channel: +Phone call: call \+91 98765 43210/);
  });
});
