import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelConsultation, consultationMoveTimes, markConsultationOutcome, moveConsultation } from '@/app/(admin)/admin/agenda/actions';
import { agendaBookings, bookingsOfEnquiry, nextBookingAfter } from '@/lib/server/booking/agenda';
import { cancelBooking, markBookingOutcome, moveBooking } from '@/lib/server/booking/changes';
import { freeSlotsForType } from '@/lib/server/booking/slots-for-type';
import { connectDb } from '@/lib/server/db';
import { getLeadWorkspace } from '@/lib/server/enquiries/workspace';
import { Booking } from '@/models/booking';
import { BookingClaim } from '@/models/booking-claim';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { storeBooking } from './support/stored-booking';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);
// The booking engine's changes and free times are its own tests' subject (tests/booking-*.int.test.ts);
// here they stand in, so what is checked is the agenda's part: who may act on which booking, what
// reaches the engine, and how its answers come back.
vi.mock('@/lib/server/booking/changes', () => ({ cancelBooking: vi.fn(), moveBooking: vi.fn(), markBookingOutcome: vi.fn() }));
vi.mock('@/lib/server/booking/slots-for-type', () => ({ freeSlotsForType: vi.fn() }));

// The agenda's reads (lib/server/booking/agenda.ts) and actions (app/(admin)/admin/agenda/actions.ts).

const at = (text: string) => new Date(text);
const tokens: Record<'admin' | 'ada' | 'ben', string> = { admin: '', ada: '', ben: '' };
const ids: Record<'admin' | 'ada' | 'ben', string> = { admin: '', ada: '', ben: '' };

beforeAll(async () => {
  await connectDb();
  ids.admin = await createUser({ email: 'agenda-admin@example.com', password: 'long enough password', name: 'Alma Admin', role: 'admin' });
  ids.ada = await createUser({ email: 'agenda-ada@example.com', password: 'long enough password', name: 'Ada Adviser', role: 'adviser' });
  ids.ben = await createUser({ email: 'agenda-ben@example.com', password: 'long enough password', name: 'Ben Adviser', role: 'adviser' });
  for (const who of ['admin', 'ada', 'ben'] as const) tokens[who] = await tokenFor(ids[who]);
});

beforeEach(async () => {
  vi.mocked(cancelBooking).mockReset().mockResolvedValue({ ok: true });
  vi.mocked(markBookingOutcome).mockReset().mockResolvedValue({ ok: true });
  vi.mocked(moveBooking).mockReset();
  vi.mocked(freeSlotsForType).mockReset();
  await Promise.all([Booking.deleteMany({}), BookingClaim.deleteMany({}), Enquiry.deleteMany({}), LeadEvent.deleteMany({})]);
});

describe('the agenda’s reads', () => {
  it('lists an adviser’s bookings of a range of Berlin days in time order, every status, or everyone’s', async () => {
    // 23:30 UTC on Sunday the 29th is Monday 30 November in Berlin.
    const mondayLate = await storeBooking({ adviserId: ids.ada, start: at('2026-11-30T15:00:00Z') });
    const mondayEarly = await storeBooking({ adviserId: ids.ada, start: at('2026-11-29T23:30:00Z'), status: 'cancelled' });
    const sunday = await storeBooking({ adviserId: ids.ada, start: at('2026-11-29T10:00:00Z') });
    const bens = await storeBooking({ adviserId: ids.ben, start: at('2026-12-01T09:00:00Z'), adviserName: 'Ben Adviser' });
    const nextWeek = await storeBooking({ adviserId: ids.ada, start: at('2026-12-07T09:00:00Z') });

    const week = await agendaBookings(ids.ada, '2026-11-30', '2026-12-06');
    expect(week.map((booking) => booking.id)).toEqual([mondayEarly, mondayLate]);
    expect(week[0]).toMatchObject({ day: '2026-11-30', status: 'cancelled', typeName: 'First consultation', channel: 'video', durationMinutes: 30, fullName: 'Visitor Person' });
    expect((await agendaBookings(null, '2026-11-29', '2026-12-06')).map((booking) => booking.id)).toEqual([sunday, mondayEarly, mondayLate, bens]);
    expect((await agendaBookings(ids.ben, '2026-11-30', '2026-12-06')).map((booking) => booking.id)).toEqual([bens]);
    expect((await agendaBookings(ids.ada, '2026-12-07', '2026-12-07')).map((booking) => booking.id)).toEqual([nextWeek]);
  });

  it('names the first confirmed booking after the days shown, an adviser’s or anyone’s', async () => {
    await storeBooking({ adviserId: ids.ada, start: at('2026-12-05T10:00:00Z') });
    await storeBooking({ adviserId: ids.ada, start: at('2026-12-07T09:00:00Z'), status: 'cancelled' });
    const adas = await storeBooking({ adviserId: ids.ada, start: at('2026-12-09T09:00:00Z') });
    await storeBooking({ adviserId: ids.ada, start: at('2026-12-08T09:00:00Z'), status: 'done' });
    const bens = await storeBooking({ adviserId: ids.ben, start: at('2026-12-06T23:30:00Z') });
    expect((await nextBookingAfter(ids.ada, '2026-12-05'))?.id).toBe(adas);
    // 23:30 UTC on the 6th is the 7th in Berlin: after the 6th.
    expect((await nextBookingAfter(null, '2026-12-06'))?.id).toBe(bens);
    expect(await nextBookingAfter(ids.ada, '2026-12-09')).toBeNull();
  });

  it('lists a lead’s bookings, and the lead’s page shows them with the booking steps on its timeline', async () => {
    const enquiry = await Enquiry.create({ fullName: 'Visitor Person', email: 'visitor@example.com', message: 'Booked a consultation', source: 'booking' });
    const enquiryId = enquiry._id.toString();
    const later = await storeBooking({ adviserId: ids.ada, start: at('2026-12-02T10:00:00Z'), enquiryId });
    const earlier = await storeBooking({ adviserId: ids.ben, start: at('2026-12-01T10:00:00Z'), enquiryId, status: 'cancelled' });
    await storeBooking({ adviserId: ids.ada, start: at('2026-12-03T10:00:00Z') });
    expect((await bookingsOfEnquiry(enquiryId)).map((booking) => booking.id)).toEqual([earlier, later]);
    expect(await bookingsOfEnquiry('not-an-id')).toEqual([]);

    const oid = enquiry._id;
    await LeadEvent.create([
      { enquiryId: oid, at: at('2026-11-20T10:00:00Z'), kind: 'booking-booked', bookingId: later, bookingStart: at('2026-12-01T10:00:00Z'), typeName: 'First consultation', text: 'Moving to Berlin' },
      { enquiryId: oid, at: at('2026-11-21T10:00:00Z'), kind: 'booking-moved', bookingId: later, bookingStart: at('2026-12-02T10:00:00Z'), typeName: 'First consultation' },
      { enquiryId: oid, at: at('2026-11-22T10:00:00Z'), kind: 'booking-cancelled', bookingId: earlier, actorId: ids.ada, actorName: 'Ada Adviser', text: 'Adviser ill' },
      { enquiryId: oid, at: at('2026-11-23T10:00:00Z'), kind: 'booking-cancelled', bookingId: later, text: 'Cannot come' },
    ]);
    const workspace = (await getLeadWorkspace(enquiryId))!;
    expect(workspace.bookings.map((booking) => booking.id)).toEqual([earlier, later]);
    const steps = workspace.timeline.filter((entry) => entry.kind.startsWith('booking-'));
    expect(steps).toMatchObject([
      { kind: 'booking-booked', bookingStart: '2026-12-01T10:00:00.000Z', typeName: 'First consultation', text: 'Moving to Berlin', byVisitor: true },
      { kind: 'booking-moved', bookingStart: '2026-12-02T10:00:00.000Z', byVisitor: true },
      { kind: 'booking-cancelled', actorName: 'Ada Adviser', text: 'Adviser ill', byVisitor: false },
      { kind: 'booking-cancelled', actorName: '', text: 'Cannot come', byVisitor: true },
    ]);
  });
});

describe('the agenda’s actions', () => {
  const future = at('2099-01-05T10:00:00Z');

  it('an adviser changes their own bookings; the engine is told who acted and why', async () => {
    const own = await storeBooking({ adviserId: ids.ada, start: future });
    actAs(tokens.ada);
    dataOf(await cancelConsultation(own, { reason: '  Adviser ill  ' }));
    expect(cancelBooking).toHaveBeenCalledWith(own, { kind: 'staff', actorId: ids.ada, actorName: 'Ada Adviser' }, 'Adviser ill');
    dataOf(await markConsultationOutcome(own, { outcome: 'no-show' }));
    expect(markBookingOutcome).toHaveBeenCalledWith(own, 'no-show', { kind: 'staff', actorId: ids.ada, actorName: 'Ada Adviser' });
    vi.mocked(moveBooking).mockResolvedValue({ ok: true, start: at('2099-01-06T10:00:00Z'), end: at('2099-01-06T10:30:00Z') });
    dataOf(await moveConsultation(own, { start: '2099-01-06T10:00:00.000Z' }));
    expect(moveBooking).toHaveBeenCalledWith(own, at('2099-01-06T10:00:00Z'), { kind: 'staff', actorId: ids.ada, actorName: 'Ada Adviser' }, '');
  });

  it('an adviser cannot act on another adviser’s booking, nor list its free times; an administrator can', async () => {
    const bens = await storeBooking({ adviserId: ids.ben, start: future });
    vi.mocked(freeSlotsForType).mockResolvedValue([at('2099-01-06T09:00:00Z'), future, at('2099-01-06T09:30:00Z')]);
    actAs(tokens.ada);
    const refused = { ok: false, code: 'forbidden', message: 'Your account is not allowed to do this' };
    expect(await cancelConsultation(bens, {})).toMatchObject(refused);
    expect(await moveConsultation(bens, { start: '2099-01-06T09:00:00.000Z' })).toMatchObject(refused);
    expect(await markConsultationOutcome(bens, { outcome: 'done' })).toMatchObject(refused);
    expect(await consultationMoveTimes(bens, undefined)).toMatchObject(refused);
    expect(cancelBooking).not.toHaveBeenCalled();
    expect(moveBooking).not.toHaveBeenCalled();
    expect(markBookingOutcome).not.toHaveBeenCalled();

    actAs(tokens.admin);
    dataOf(await cancelConsultation(bens, {}));
    expect(cancelBooking).toHaveBeenCalledWith(bens, { kind: 'staff', actorId: ids.admin, actorName: 'Alma Admin' }, '');
    // The type's free times of the coming days, without the booking's own.
    expect(dataOf(await consultationMoveTimes(bens, undefined))).toEqual(['2099-01-06T09:00:00.000Z', '2099-01-06T09:30:00.000Z']);
    expect(vi.mocked(freeSlotsForType).mock.calls[0]![0]).toBe('first-consultation');
    expect(vi.mocked(freeSlotsForType).mock.calls[0]![4]).toEqual({ ignoreBookingId: bens });
  });

  it('answers the engine’s refusals as a conflict or not found, and refuses bad input before the engine', async () => {
    const own = await storeBooking({ adviserId: ids.ada, start: future });
    actAs(tokens.ada);
    vi.mocked(moveBooking).mockResolvedValue({ ok: false, reason: 'taken', alternatives: [] });
    expect(await moveConsultation(own, { start: '2099-01-06T10:00:00.000Z' })).toMatchObject({ ok: false, code: 'conflict', message: 'That time is no longer free. Choose another time.' });
    vi.mocked(cancelBooking).mockResolvedValue({ ok: false, reason: 'not-changeable' });
    expect(await cancelConsultation(own, {})).toMatchObject({ ok: false, code: 'conflict' });
    vi.mocked(markBookingOutcome).mockResolvedValue({ ok: false, reason: 'not-found' });
    expect(await markConsultationOutcome(own, { outcome: 'done' })).toMatchObject({ ok: false, code: 'not-found' });

    vi.mocked(moveBooking).mockClear();
    expect(await moveConsultation(own, { start: 'tomorrow' })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { start: ['Choose a new time from the list'] } });
    expect(await cancelConsultation(own, { reason: 'x'.repeat(1001) })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await markConsultationOutcome(own, { outcome: 'late' as 'done' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(moveBooking).not.toHaveBeenCalled();
    expect(await cancelConsultation(new mongoose.Types.ObjectId().toString(), {})).toMatchObject({ ok: false, code: 'not-found' });
  });
});
