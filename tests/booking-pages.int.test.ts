import { Types } from 'mongoose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { everySitemapEntry } from './support/sitemap';
import { localizeHref } from '@/i18n/pathnames';
import { bookingLinkView } from '@/lib/server/booking/link-view';
import { bookingHrefForService } from '@/lib/server/booking/public-types';
import { readBookingToken, type TokenCheck } from '@/lib/server/booking/tokens';
import { connectDb } from '@/lib/server/db';
import { getSiteConfig } from '@/lib/site';
import { Booking } from '@/models/booking';
import { ConsultationType } from '@/models/consultation-type';

// The public booking pages' reads (issue 29): which types they list and link, and what the page a
// mail's link opens shows. The token's signature is the engine's (tokens.ts, tested there); here
// it answers as each case needs.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));
vi.mock('@/lib/server/booking/tokens', () => ({ readBookingToken: vi.fn(), bookingLinks: vi.fn() }));
const tokenSays = (check: TokenCheck) => vi.mocked(readBookingToken).mockResolvedValue(check);

const NOW = new Date('2026-11-26T09:00:00Z');
const HOUR = 3_600_000;

async function addType(slug: string, fields: Record<string, unknown> = {}) {
  return ConsultationType.create({ slug, name: { en: `Type ${slug}`, de: `Art ${slug}` }, durationMinutes: 30, channel: 'video', ...fields });
}

async function addBooking(typeId: string, start: Date, fields: Record<string, unknown> = {}) {
  return Booking.create({
    typeId,
    typeName: 'Booked name',
    durationMinutes: 30,
    channel: 'video',
    adviserId: 'adviser-1',
    start,
    end: new Date(start.getTime() + HOUR / 2),
    blockStart: start,
    blockEnd: new Date(start.getTime() + HOUR / 2),
    day: '2026-11-30',
    uid: `${new Types.ObjectId().toString()}@test`,
    fullName: 'Ana Souza',
    email: 'ana@example.com',
    phoneNumber: '+55 11 1234',
    timeZone: 'America/Sao_Paulo',
    ...fields,
  });
}

beforeEach(async () => {
  await connectDb();
  await Promise.all([ConsultationType.deleteMany({}), Booking.deleteMany({})]);
});

describe('the booking pages’ links and sitemap', () => {
  it('a service page links its first active consultation type, else the list of all', async () => {
    await addType('later', { serviceId: 'visa-services', order: 2 });
    await addType('first', { serviceId: 'visa-services', order: 1 });
    await addType('inactive', { serviceId: 'university-admissions', active: false });
    expect(await bookingHrefForService('visa-services', 'en')).toBe('/book/first');
    expect(await bookingHrefForService('visa-services', 'de')).toBe('/de/termin/first');
    expect(await bookingHrefForService('university-admissions', 'en')).toBe('/book');
  });

  it('the sitemap lists /book and each active type in both languages, never the link pages', async () => {
    await addType('first-talk');
    await addType('hidden', { active: false });
    const site = getSiteConfig().url;
    const urls = (await everySitemapEntry()).map((entry) => entry.url);
    for (const path of ['/book', '/book/first-talk']) {
      expect(urls).toContain(`${site}${path}`);
      expect(urls).toContain(`${site}${localizeHref(path, 'de')}`);
    }
    expect(urls).toContain(`${site}/de/termin/first-talk`);
    expect(urls.some((url) => url.includes('hidden') || url.includes('reschedule') || url.includes('cancel') || url.includes('verschieben'))).toBe(false);
  });
});

describe('the page a booking mail’s link opens', () => {
  it('refuses a missing, invalid, expired or used token, saying which', async () => {
    expect(await bookingLinkView(undefined, 'cancel', { now: NOW })).toEqual({ kind: 'invalid' });
    for (const reason of ['invalid', 'expired'] as const) {
      tokenSays({ ok: false, reason });
      expect(await bookingLinkView('a-token-of-some-length', 'cancel', { now: NOW })).toEqual({ kind: reason });
    }
    tokenSays({ ok: false, reason: 'used', bookingId: new Types.ObjectId().toString() });
    expect(await bookingLinkView('a-token-of-some-length', 'cancel', { now: NOW })).toEqual({ kind: 'used' });
    tokenSays({ ok: true, bookingId: new Types.ObjectId().toString(), tokenId: 'j1', expiresAt: NOW });
    expect(await bookingLinkView('a-token-of-some-length', 'cancel', { now: NOW })).toEqual({ kind: 'invalid' });
  });

  it('shows the booking as it is now, in the booking’s language, and changes nothing', async () => {
    const type = await addType('talk', { horizonDays: 20 });
    const booking = await addBooking(type.id as string, new Date(NOW.getTime() + 72 * HOUR), { locale: 'de' });
    tokenSays({ ok: true, bookingId: booking.id as string, tokenId: 'j1', expiresAt: NOW });
    const view = await bookingLinkView('a-token-of-some-length', 'reschedule', { now: NOW });
    expect(view).toEqual({
      kind: 'open',
      token: 'a-token-of-some-length',
      bookingId: booking.id,
      booking: { start: booking.start.toISOString(), timeZone: 'America/Sao_Paulo', typeId: type.id, typeName: 'Art talk', channel: 'video', horizonDays: 20 },
    });
    // A moved booking: the old link names the same booking, so the page shows the new time.
    const moved = new Date(NOW.getTime() + 96 * HOUR);
    await Booking.updateOne({ _id: booking._id }, { $set: { start: moved, sequence: 1 } });
    const after = await bookingLinkView('a-token-of-some-length', 'reschedule', { now: NOW });
    expect(after.kind === 'open' && after.booking.start).toBe(moved.toISOString());
    const stored = await Booking.findById(booking._id).lean();
    expect(stored?.status).toBe('confirmed');
    expect(stored?.sequence).toBe(1);
  });

  it('after its change, the used link’s page shows the booking as it left it; without the change’s flag it is used', async () => {
    const type = await addType('talk');
    const booking = await addBooking(type.id as string, new Date(NOW.getTime() + 72 * HOUR));
    tokenSays({ ok: false, reason: 'used', bookingId: booking.id as string });
    expect(await bookingLinkView('a-token-of-some-length', 'reschedule', { now: NOW, changed: true })).toEqual({
      kind: 'changed',
      booking: { start: booking.start.toISOString(), timeZone: 'America/Sao_Paulo', typeId: type.id, typeName: 'Type talk', channel: 'video', horizonDays: 30 },
    });
    expect(await bookingLinkView('a-token-of-some-length', 'reschedule', { now: NOW })).toEqual({ kind: 'used' });
    // The flag does nothing for a link still to be used.
    tokenSays({ ok: true, bookingId: booking.id as string, tokenId: 'j1', expiresAt: NOW });
    expect((await bookingLinkView('a-token-of-some-length', 'reschedule', { now: NOW, changed: true })).kind).toBe('open');
  });

  it('inside the type’s change notice, or once cancelled or over, offers no change', async () => {
    const type = await addType('talk', { changeNoticeMinutes: 24 * 60 });
    const soon = await addBooking(type.id as string, new Date(NOW.getTime() + 23 * HOUR));
    tokenSays({ ok: true, bookingId: soon.id as string, tokenId: 'j1', expiresAt: NOW });
    expect((await bookingLinkView('a-token-of-some-length', 'cancel', { now: NOW })).kind).toBe('too-late');
    // The type's own notice counts: with 12 hours, 23 hours ahead is still open.
    await ConsultationType.updateOne({ _id: type._id }, { $set: { changeNoticeMinutes: 12 * 60 } });
    expect((await bookingLinkView('a-token-of-some-length', 'cancel', { now: NOW })).kind).toBe('open');
    await Booking.updateOne({ _id: soon._id }, { $set: { status: 'cancelled' } });
    expect((await bookingLinkView('a-token-of-some-length', 'cancel', { now: NOW })).kind).toBe('cancelled');
    const done = await addBooking(type.id as string, new Date(NOW.getTime() + 48 * HOUR), { status: 'done' });
    tokenSays({ ok: true, bookingId: done.id as string, tokenId: 'j2', expiresAt: NOW });
    expect((await bookingLinkView('a-token-of-some-length', 'cancel', { now: NOW })).kind).toBe('over');
    // A deleted type: the name as booked, the default notice.
    await ConsultationType.deleteMany({});
    const orphan = await addBooking('0123456789abcdef01234567', new Date(NOW.getTime() + 72 * HOUR));
    tokenSays({ ok: true, bookingId: orphan.id as string, tokenId: 'j3', expiresAt: NOW });
    const view = await bookingLinkView('a-token-of-some-length', 'cancel', { now: NOW });
    expect(view.kind === 'open' && view.booking.typeName).toBe('Booked name');
  });
});
