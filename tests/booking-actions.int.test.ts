import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookConsultationAction, cancelBookingAction, rescheduleBookingAction } from '@/app/(site)/lang/[locale]/book/actions';
import { NOT_SENT } from '@/lib/actions/public-form';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { bookingLinks } from '@/lib/server/booking/tokens';
import { Booking } from '@/models/booking';
import { Enquiry } from '@/models/enquiry';
import germanBooking from '@/messages/de/Booking.json';
import germanForms from '@/messages/de/Forms.json';
import englishForms from '@/messages/en/Forms.json';
import { actAs, formOf, redirectOrAnswer } from './support/actions';
import { berlinAt, clearBookings, createAdviser, createType, dayAhead } from './support/booking';
import { WINDOW_WAIT_TIMEOUT_MS, withinOneWindow } from './support/rate-limit-window';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The booking pages' Server Actions (issue 41): the forms post what a person typed plus hidden
// fields, and get back the booking, the free times instead of a taken one, or the refusal in the
// page's language, with what was typed.

let typeId = '';
const day = dayAhead(3);
let lastAddress = 0;
const fromNewAddress = () => actAs(null, { [SOCKET_ADDRESS_HEADER]: `198.51.101.${++lastAddress}` });

beforeAll(async () => {
  typeId = await createType({ durationMinutes: 60, intervalMinutes: 20 });
  await createAdviser([typeId], 'Anna Adviser');
});
beforeEach(clearBookings);

const typed = { fullName: 'Priya Sharma', email: 'priya-action@example.org', phoneNumber: '+91 98765 43210', whatsappNumber: '', topic: 'Opportunity Card', consent: 'on' };
const hidden = (time: string) => ({ typeId, start: berlinAt(day, time).toISOString(), timeZone: 'Asia/Calcutta', website: '' });

describe('the booking form’s action', () => {
  it('books the time with what was typed and answers with the confirmation', async () => {
    fromNewAddress();
    const state = await bookConsultationAction('de', NOT_SENT, formOf({ ...typed, ...hidden('10:00'), attribution: JSON.stringify({ pagePath: '/de/termin/x' }) }));
    expect(state).toMatchObject({ answer: 1, outcome: 'sent', message: germanBooking.confirmed.mail, values: {} });
    expect(state.result).toMatchObject({ kind: 'done', confirmation: { start: berlinAt(day, '10:00').toISOString(), timeZone: 'Asia/Kolkata', typeName: 'Erstberatung', locale: 'de' } });
    const stored = await Booking.find({}).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ fullName: 'Priya Sharma', email: 'priya-action@example.org', topic: 'Opportunity Card', timeZone: 'Asia/Kolkata' });
    expect(await Enquiry.countDocuments({ email: 'priya-action@example.org' })).toBe(1);
  });

  it('refuses missing consent or contact with messages in the page’s language, keeping what was typed', async () => {
    fromNewAddress();
    const noConsent = { ...typed, consent: '' };
    const state = await bookConsultationAction('de', NOT_SENT, formOf({ ...noConsent, ...hidden('10:00') }));
    expect(state).toMatchObject({ outcome: 'refused', message: germanBooking.details.invalid, values: noConsent });
    expect(state.fieldErrors).toEqual({ consent: [germanForms.errors.consent] });
    const noContact = { ...typed, phoneNumber: '' };
    const second = await bookConsultationAction('de', state, formOf({ ...noContact, ...hidden('10:00') }));
    expect(second).toMatchObject({ answer: 2, outcome: 'refused', values: noContact, fieldErrors: { phoneNumber: [germanForms.errors.oneContact] } });
    expect(await Booking.countDocuments({})).toBe(0);
  });

  it('a time taken meanwhile offers others; pressing one books it with the same typed details', async () => {
    fromNewAddress();
    expect((await bookConsultationAction('en', NOT_SENT, formOf({ ...typed, email: 'first@example.org', ...hidden('10:00') }))).outcome).toBe('sent');
    fromNewAddress();
    const refused = await bookConsultationAction('en', NOT_SENT, formOf({ ...typed, ...hidden('10:00') }));
    expect(refused).toMatchObject({ outcome: 'refused', message: englishForms.bookingAnswers.slotTaken, values: typed, result: { kind: 'taken' } });
    const alternatives = refused.result?.kind === 'taken' ? refused.result.alternatives : [];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives).not.toContain(berlinAt(day, '10:00').toISOString());
    const again = await bookConsultationAction('en', refused, formOf({ ...typed, ...hidden('10:00'), alternative: alternatives[0]! }));
    expect(again).toMatchObject({ answer: 2, outcome: 'sent', result: { kind: 'done', confirmation: { start: alternatives[0] } } });
    expect(await Booking.countDocuments({ email: typed.email })).toBe(1);
  });

  it('a filled honeypot is told it is done and nothing is stored', async () => {
    fromNewAddress();
    const state = await bookConsultationAction('en', NOT_SENT, formOf({ ...typed, ...hidden('10:00'), website: 'https://spam.example' }));
    expect(state.outcome).toBe('sent');
    expect(state.result).toBeUndefined();
    expect(await Booking.countDocuments({})).toBe(0);
  });

  it('a replayed submission id books once; both answers carry the same booking', async () => {
    fromNewAddress();
    const form = { ...typed, ...hidden('11:00'), clientId: '0c8d7c4e-3f9a-4f7b-9a57-2b1f4c2d9e10' };
    const first = await bookConsultationAction('en', NOT_SENT, formOf(form));
    const second = await bookConsultationAction('en', NOT_SENT, formOf(form));
    expect(first.result).toMatchObject({ kind: 'done' });
    expect(second.result).toEqual(first.result);
    expect(await Booking.countDocuments({})).toBe(1);
  });
});

describe('the booking actions against abuse', () => {
  it(
    'count against the booking limit of the client’s address, which a forged X-Forwarded-For does not reset',
    async () => {
      await withinOneWindow(60_000);
      const answers: string[] = [];
      // A link that is not ours is refused, after the limit has counted the request.
      for (let i = 0; i < 6; i += 1) {
        actAs(null, { [SOCKET_ADDRESS_HEADER]: '203.0.113.91', 'x-forwarded-for': `192.0.2.${i}` });
        const state = await cancelBookingAction('en', NOT_SENT, formOf({ token: 'not-a-token-of-ours', reason: `try ${i}` }));
        answers.push(state.message ?? '');
      }
      expect(answers.slice(0, 5).every((message) => message !== englishForms.status.tooMany)).toBe(true);
      expect(answers[5]).toBe(englishForms.status.tooMany);
      actAs(null, { [SOCKET_ADDRESS_HEADER]: '203.0.113.91' });
      const refused = await bookConsultationAction('en', NOT_SENT, formOf({ ...typed, ...hidden('10:00') }));
      expect(refused).toMatchObject({ outcome: 'refused', message: englishForms.status.tooMany, values: typed });
      expect(await Booking.countDocuments({})).toBe(0);
    },
    WINDOW_WAIT_TIMEOUT_MS,
  );
});

describe('the move and cancel forms’ actions', () => {
  async function booked(time: string) {
    fromNewAddress();
    const state = await bookConsultationAction('en', NOT_SENT, formOf({ ...typed, ...hidden(time) }));
    if (state.result?.kind !== 'done') throw new Error(`not booked: ${state.message}`);
    const links = await bookingLinks(state.result.confirmation.bookingId);
    return { id: state.result.confirmation.bookingId, move: new URL(links.reschedule).searchParams.get('token')!, cancel: new URL(links.cancel).searchParams.get('token')! };
  }

  it('moves by the link’s token to the time chosen, once; the used link is refused in words', async () => {
    const { id, move } = await booked('10:00');
    fromNewAddress();
    // Done: the browser goes to the link's page of the change made.
    const moved = await redirectOrAnswer(rescheduleBookingAction('en', NOT_SENT, formOf({ token: move, start: berlinAt(day, '14:00').toISOString(), reason: 'A clash' })));
    expect(moved).toEqual({ redirectedTo: `/book/reschedule?token=${move}&done=1` });
    const again = await rescheduleBookingAction('en', NOT_SENT, formOf({ token: move, start: berlinAt(day, '15:00').toISOString(), reason: '' }));
    expect(again).toMatchObject({ outcome: 'refused', message: englishForms.bookingAnswers.linkUsed, result: { kind: 'link' }, values: { reason: '' } });
    expect((await Booking.findById(id).lean())?.start.toISOString()).toBe(berlinAt(day, '14:00').toISOString());
  });

  it('a move to a taken time offers others and leaves the link usable', async () => {
    await booked('14:00');
    const { id, move } = await booked('10:00');
    fromNewAddress();
    const refused = await rescheduleBookingAction('de', NOT_SENT, formOf({ token: move, start: berlinAt(day, '14:00').toISOString(), reason: 'Später' }));
    expect(refused).toMatchObject({ outcome: 'refused', message: germanForms.bookingAnswers.slotTaken, result: { kind: 'taken' }, values: { reason: 'Später' } });
    const moved = await redirectOrAnswer(rescheduleBookingAction('de', refused, formOf({ token: move, start: berlinAt(day, '14:00').toISOString(), alternative: berlinAt(day, '16:00').toISOString(), reason: 'Später' })));
    expect(moved).toEqual({ redirectedTo: `/de/termin/verschieben?token=${move}&done=1` });
    expect((await Booking.findById(id).lean())?.start.toISOString()).toBe(berlinAt(day, '16:00').toISOString());
  });

  it('cancels by the link’s token; a token for moving cannot cancel', async () => {
    const { id, move, cancel } = await booked('10:00');
    fromNewAddress();
    const wrong = await cancelBookingAction('en', NOT_SENT, formOf({ token: move, reason: '' }));
    expect(wrong).toMatchObject({ outcome: 'refused', message: englishForms.bookingAnswers.linkInvalid, result: { kind: 'link' } });
    const cancelled = await redirectOrAnswer(cancelBookingAction('en', NOT_SENT, formOf({ token: cancel, reason: 'Plans changed' })));
    expect(cancelled).toEqual({ redirectedTo: `/book/cancel?token=${cancel}&done=1` });
    expect(await Booking.findById(id).lean()).toMatchObject({ status: 'cancelled', reason: 'Plans changed' });
  });
});
