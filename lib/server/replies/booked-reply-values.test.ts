import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { BOOKED_TEMPLATE, REPLY_LANGUAGES } from '@/lib/replies/reply-template';
import { defaultReplyTemplate, fillReplyTemplate, startingTemplate, type ReplyValues } from '@/lib/replies/templates';
import { formatDateTimeInZone } from '@/lib/time/format';
import { bookedReplyValues, type ReplyBooking } from './booked-reply-values';

// The reply to a lead with a coming booking (issue 40, item 10): it starts from the template for
// booked leads, which says the consultation, its time on the lead's clock and on Berlin's, the
// channel with what it needs, and what to prepare, in the lead's language; it never asks the lead
// to propose times.

const messages = { en: await loadMessages('en'), de: await loadMessages('de') };
const firm = { address: { street: 'Friedrichstraße 123', postalCode: '10117', city: 'Berlin', country: 'Germany' } };
// 14:30 in Kolkata is 10:00 in Berlin (winter time) on Monday, 30 November 2026.
const booking: ReplyBooking = {
  start: new Date('2026-11-30T09:00:00Z'),
  timeZone: 'Asia/Kolkata',
  channel: 'video',
  typeName: { en: 'First consultation', de: 'Erstberatung' },
  videoUrl: 'https://meet.example.com/room',
  phoneNumber: '+91 98765 43210',
  whatsappNumber: '',
};
const values = (language: 'en' | 'de', of: ReplyBooking = booking): ReplyValues => ({
  name: 'Priya Sharma',
  service: null,
  staffName: 'Ada Adviser',
  firmName: 'Berlin Consult',
  booking: bookedReplyValues(of, firm, language, messages[language]),
});
const filled = (language: 'en' | 'de', of: ReplyBooking = booking) => {
  const template = defaultReplyTemplate(BOOKED_TEMPLATE, language);
  return { subject: fillReplyTemplate(template.subject, values(language, of), language), body: fillReplyTemplate(template.body, values(language, of), language) };
};

describe('the booked lead’s reply values', () => {
  it('write the time on the lead’s clock and on Berlin’s through the one clock, in the reply’s language', () => {
    const english = bookedReplyValues(booking, firm, 'en', messages.en);
    expect(english.yourTime).toBe(formatDateTimeInZone(booking.start, 'Asia/Kolkata', 'en-GB'));
    expect(english.yourTime).toContain('Monday, 30 November 2026, 14:30');
    expect(english.berlinTime).toBe(formatDateTimeInZone(booking.start, 'Europe/Berlin', 'en-GB'));
    expect(english.berlinTime).toContain('Monday, 30 November 2026, 10:00');
    expect(english.consultation).toBe('First consultation');
    const german = bookedReplyValues(booking, firm, 'de', messages.de);
    expect(german.yourTime).toContain('Montag, 30. November 2026, 14:30');
    expect(german.berlinTime).toContain('Montag, 30. November 2026, 10:00');
    expect(german.consultation).toBe('Erstberatung');
  });

  it('say the channel with what it needs: the video link, the number called, the office’s address', () => {
    expect(bookedReplyValues(booking, firm, 'en', messages.en).channel).toBe('How: video call. At the time, join by this link: https://meet.example.com/room');
    expect(bookedReplyValues(booking, firm, 'de', messages.de).channel).toBe('Wie: per Videogespräch. Zum Termin treten Sie über diesen Link bei: https://meet.example.com/room');
    expect(bookedReplyValues({ ...booking, videoUrl: '' }, firm, 'en', messages.en).channel).toBe('How: video call. We will send you the link before the meeting.');
    expect(bookedReplyValues({ ...booking, channel: 'phone' }, firm, 'en', messages.en).channel).toBe('How: phone call. We will call you on +91 98765 43210.');
    expect(bookedReplyValues({ ...booking, channel: 'phone' }, firm, 'de', messages.de).channel).toBe('Wie: per Telefon. Wir rufen Sie unter +91 98765 43210 an.');
    expect(bookedReplyValues({ ...booking, channel: 'office' }, firm, 'en', messages.en).channel).toBe('Where: at our office, Friedrichstraße 123, 10117 Berlin, Germany.');
    expect(bookedReplyValues({ ...booking, channel: 'office' }, firm, 'de', messages.de).channel).toBe('Wo: in unserem Büro, Friedrichstraße 123, 10117 Berlin, Deutschland.');
  });

  it('name a type that is gone by the name the booking copied', () => {
    expect(bookedReplyValues({ ...booking, typeName: 'First consultation' }, firm, 'de', messages.de).consultation).toBe('First consultation');
  });
});

describe('the default template for booked leads', () => {
  it('in English: the consultation, both times, the channel and what to prepare; no request for times', () => {
    const { subject, body } = filled('en');
    expect(subject).toBe('Your consultation with Berlin Consult: First consultation');
    expect(body).toMatch(/^Dear Priya Sharma,\n/);
    expect(body).toContain('Consultation: First consultation');
    expect(body).toContain(`Your time: ${formatDateTimeInZone(booking.start, 'Asia/Kolkata', 'en-GB')}`);
    expect(body).toContain(`Berlin time: ${formatDateTimeInZone(booking.start, 'Europe/Berlin', 'en-GB')}`);
    expect(body).toContain('How: video call. At the time, join by this link: https://meet.example.com/room');
    expect(body).toMatch(/please have (these|this) ready/i);
    expect(body).toMatch(/passport/);
    expect(body).toMatch(/Ada Adviser\nBerlin Consult$/);
    expect(body).not.toMatch(/two or three times|propose/i);
    expect(body).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('in German, with the German names of days and months', () => {
    const { subject, body } = filled('de');
    expect(subject).toBe('Ihr Beratungstermin bei Berlin Consult: Erstberatung');
    expect(body).toMatch(/^Guten Tag Priya Sharma,\n/);
    expect(body).toContain('Beratung: Erstberatung');
    expect(body).toContain(`Ihre Ortszeit: ${formatDateTimeInZone(booking.start, 'Asia/Kolkata', 'de-DE')}`);
    expect(body).toContain('Berliner Zeit: Montag, 30. November 2026, 10:00');
    expect(body).toContain('Wie: per Videogespräch.');
    expect(body).toMatch(/Reisepass/);
    expect(body).not.toMatch(/zwei oder drei Termine|nennen Sie/i);
    expect(body).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('an office visit says where', () => {
    expect(filled('en', { ...booking, channel: 'office' }).body).toContain('Where: at our office, Friedrichstraße 123, 10117 Berlin, Germany.');
  });
});

describe('which template a reply starts from', () => {
  it('the booked one for a lead with a coming booking, the service’s otherwise', () => {
    expect(startingTemplate('opportunity-card', true)).toBe(BOOKED_TEMPLATE);
    expect(startingTemplate('opportunity-card', false)).toBe('opportunity-card');
    expect(startingTemplate('general', false)).toBe('general');
  });

  it('the booking’s placeholders stay as they are without a booking', () => {
    for (const language of REPLY_LANGUAGES) {
      const { body } = defaultReplyTemplate(BOOKED_TEMPLATE, language);
      expect(fillReplyTemplate(body, { ...values(language), booking: null }, language)).toContain('{yourTime}');
    }
  });
});
