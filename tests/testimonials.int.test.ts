import { revalidatePath, revalidateTag } from 'next/cache';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTestimonial, removeTestimonial, saveTestimonial } from '@/app/(admin)/admin/testimonials/actions';
import { connectDb } from '@/lib/server/db';
import { loadPeopleFacts } from '@/lib/server/people/facts';
import { testimonialsForPage } from '@/lib/server/testimonials/cached';
import { getTestimonial, listPublicTestimonials, listTestimonials, PUBLIC_TESTIMONIALS_MAX } from '@/lib/server/testimonials/queries';
import { berlinDay, addDays } from '@/lib/time/berlin';
import type { TestimonialFormInput } from '@/lib/testimonials/testimonial';
import { AuditEntry } from '@/models/audit-entry';
import { Testimonial } from '@/models/testimonial';
import { seedSampleTestimonials } from '../scripts/lib/seed';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Testimonials in the back office (their Server Actions) and what reaches the home page, against
// the embedded database.
let admin = '';
let editor = '';

beforeAll(async () => {
  await connectDb();
  admin = await tokenFor(await createUser({ email: 'testimonials-admin@example.com', password: 'long enough password' }));
  editor = await tokenFor(await createUser({ email: 'testimonials-editor@example.com', password: 'long enough password', role: 'editor' }));
});

beforeEach(async () => {
  await Testimonial.deleteMany({});
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test sends what it tests, valid or not
type Input = any;
const create = (input: Input, token: string | null = admin) => (actAs(token), addTestimonial(input as TestimonialFormInput));
const update = (id: string, input: Input) => (actAs(admin), saveTestimonial(id, input as TestimonialFormInput));
const remove = (id: string) => (actAs(admin), removeTestimonial(id));
const errorsOf = (result: { ok: boolean; fieldErrors?: Record<string, string[]> }) => (result.ok ? undefined : result.fieldErrors);

const today = berlinDay(new Date());
const entry = { text: 'They checked every document and I got my visa on the first try.', name: 'Mei L.', country: 'Taiwan', course: 'Student visa', date: '2026-03-14', rating: 4 };
const consent = { givenOn: '2026-03-20', how: 'signed form' };
// As the back office reads it back: the quote and the course line per language.
const entryRead = { ...entry, text: { en: entry.text }, course: { en: entry.course } };
const publicNames = async () => (await listPublicTestimonials()).map((testimonial) => testimonial.name);

describe('testimonial actions', () => {
  it('stores a testimonial with its consent record and publishes it; the home page gets it without the consent', async () => {
    vi.mocked(revalidateTag).mockClear();
    vi.mocked(revalidatePath).mockClear();
    const saved = dataOf(await create({ ...entry, university: 'TU Berlin', rating: '4', consent, published: true }));
    expect(saved).toMatchObject({ ...entryRead, university: 'TU Berlin', consent, published: true, sample: false });
    // The cached home page and its data go at once.
    expect(revalidateTag).toHaveBeenCalledWith('testimonials', { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith('/lang/en');
    expect(revalidatePath).toHaveBeenCalledWith('/lang/de');

    const shown = await testimonialsForPage();
    expect(shown).toEqual([{ _id: saved._id, text: entry.text, name: 'Mei L.', country: 'Taiwan', course: 'Student visa', university: 'TU Berlin', outcome: '', date: '2026-03-14', rating: 4 }]);
    expect((await getTestimonial(saved._id))?.consent).toEqual(consent);
    const audit = await AuditEntry.findOne({ action: 'testimonial-saved', target: 'Mei L.' }).lean();
    expect(audit?.details).toBe('published, consent 2026-03-20 (signed form)');
  });

  it('refuses to publish without consent, with the reason under published, and checks every field', async () => {
    const refused = await create({ ...entry, published: true });
    expect(refused).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(refused)).toEqual({ published: ['Record when and how the client agreed before publishing'] });
    expect(await Testimonial.countDocuments()).toBe(0);

    const half = await create({ ...entry, consent: { givenOn: '', how: 'by phone' } });
    expect(errorsOf(half)).toEqual({ 'consent.givenOn': ['Choose the day consent was given'] });
    const bad = await create({ text: 'Too short', name: '', course: 'Visa', date: addDays(today, 1), rating: 6, consent: { givenOn: addDays(today, 2), how: '' } });
    expect(bad.ok).toBe(false);
    expect(errorsOf(bad)).toEqual({
      'text.en': ['Text must be at least 10 characters'],
      name: ['Name or initials is required'],
      date: ['The date of the testimonial cannot be in the future'],
      rating: ['Rating must be 1 to 5 stars'],
      'consent.givenOn': ['The day consent was given cannot be in the future'],
      'consent.how': ['How consent was given is required'],
    });
    expect(errorsOf(await create({ ...entry, rating: 0 }))).toEqual({ rating: ['Rating must be 1 to 5 stars'] });
    expect(errorsOf(await create({ ...entry, date: '2026-02-30' }))).toEqual({ date: ['Choose the date of the testimonial'] });

    // Without consent it is kept, unpublished.
    const kept = dataOf(await create(entry));
    expect(kept).toMatchObject({ consent: null, published: false });
    expect(await publicNames()).toEqual([]);
  });

  it('takes a testimonial off the site when it is unpublished, and refuses to keep it published without consent', async () => {
    const id = dataOf(await create({ ...entry, consent, published: true }))._id;
    const dropConsent = await update(id, { ...entry, published: true });
    expect(dropConsent.ok).toBe(false);
    expect(errorsOf(dropConsent)?.published).toEqual(['Record when and how the client agreed before publishing']);
    expect(await publicNames()).toEqual(['Mei L.']);

    const withdrawn = await update(id, { ...entry, consent: null });
    expect(dataOf(withdrawn)).toMatchObject({ consent: null, published: false });
    expect(await publicNames()).toEqual([]);

    expect((await remove(id)).ok).toBe(true);
    expect(await getTestimonial(id)).toBeNull();
    expect(await remove(id)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await update('0123456789abcdef01234567', entry)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await update('not-an-id', entry)).toMatchObject({ ok: false, code: 'invalid' });
    expect(await AuditEntry.exists({ action: 'testimonial-deleted', target: 'Mei L.' })).toBeTruthy();
  });

  it('lets editors manage testimonials, and refuses no session', async () => {
    expect((await create(entry, editor)).ok).toBe(true);
    expect(await listTestimonials()).toHaveLength(1);
    expect(await create(entry, null)).toMatchObject({ ok: false, code: 'unauthenticated', message: 'Please sign in to continue' });
    expect(await listTestimonials()).toHaveLength(1);
  });
});

describe('what reaches the site', () => {
  it('testimonials without consent are never public, whatever else a document says', async () => {
    const consentAt = new Date('2026-03-20T00:00:00+01:00');
    const date = new Date('2026-03-14T00:00:00+01:00');
    // Written around the API (an import, an old version, a hand-made change): published without
    // consent, published sample with a consent record, consent without publication, and one
    // with an empty consent object.
    await Testimonial.create([
      { ...entryRead, name: 'No consent', date, published: true, consent: null },
      { ...entryRead, name: 'Sample', date, published: true, sample: true, consent: { givenAt: consentAt, how: 'made up' } },
      { ...entryRead, name: 'Unpublished', date, published: false, consent: { givenAt: consentAt, how: 'e-mail' } },
      { ...entryRead, name: 'Published', date, published: true, consent: { givenAt: consentAt, how: 'e-mail' } },
    ]);
    await Testimonial.collection.insertOne({ ...entry, name: 'Empty consent', date, published: true, consent: {}, createdAt: date, updatedAt: date });
    await Testimonial.collection.insertOne({ ...entry, name: 'No consent field', date, published: true, createdAt: date, updatedAt: date });
    expect(await publicNames()).toEqual(['Published']);
    expect((await testimonialsForPage()).map((testimonial) => testimonial.name)).toEqual(['Published']);
  });

  it('the seed adds six samples to a database with none, never public and never publishable; the launch check counts them', async () => {
    expect(await seedSampleTestimonials()).toEqual({ inserted: 6 });
    expect(await seedSampleTestimonials()).toEqual({ inserted: 0 });
    const all = await listTestimonials();
    expect(all).toHaveLength(6);
    expect(all.every((testimonial) => testimonial.sample && testimonial.consent === null && !testimonial.published && testimonial.date < today)).toBe(true);
    expect(await publicNames()).toEqual([]);

    // Even with a consent record, a sample is not published; saving it otherwise keeps it a sample.
    const sample = all[0]!;
    const current = (await getTestimonial(sample._id))!;
    const payload = { text: current.text, name: current.name, country: current.country, course: current.course, university: current.university, date: current.date, rating: current.rating, consent };
    const refused = await update(sample._id, { ...payload, published: true });
    expect(refused.ok).toBe(false);
    expect(errorsOf(refused)?.published?.[0]).toMatch(/^A sample was not written by a client/);
    const saved = await update(sample._id, payload);
    expect(dataOf(saved)).toMatchObject({ sample: true, published: false });
    expect(await publicNames()).toEqual([]);

    expect((await loadPeopleFacts()).sampleTestimonials).toBe(6);
    await remove(sample._id);
    expect((await loadPeopleFacts()).sampleTestimonials).toBe(5);
  });

  it('shows the German quote and course line on German pages, English where there is none, and reads an old plain-text one as English', async () => {
    const german = dataOf(
      await create({
        ...entry,
        name: 'Jonas K.',
        text: { en: entry.text, de: 'Sie haben jedes Dokument geprüft, und ich bekam mein Visum beim ersten Versuch.' },
        course: { en: 'Student visa', de: 'Studentenvisum' },
        consent,
        published: true,
      }),
    );
    expect(german).toMatchObject({ text: { en: entry.text, de: 'Sie haben jedes Dokument geprüft, und ich bekam mein Visum beim ersten Versuch.' }, course: { en: 'Student visa', de: 'Studentenvisum' } });
    const date = new Date('2026-03-10T00:00:00+01:00');
    await Testimonial.collection.insertOne({ ...entry, name: 'Old plain text', date, published: true, consent: { givenAt: date, how: 'e-mail' }, createdAt: date, updatedAt: date });

    const inGerman = await testimonialsForPage('de');
    expect(inGerman.map(({ name, text, course }) => ({ name, text, course }))).toEqual([
      { name: 'Jonas K.', text: 'Sie haben jedes Dokument geprüft, und ich bekam mein Visum beim ersten Versuch.', course: 'Studentenvisum' },
      { name: 'Old plain text', text: entry.text, course: 'Student visa' },
    ]);
    expect((await testimonialsForPage('en')).map(({ text, course }) => ({ text, course }))).toEqual([
      { text: entry.text, course: 'Student visa' },
      { text: entry.text, course: 'Student visa' },
    ]);
    const old = (await listTestimonials()).find((testimonial) => testimonial.name === 'Old plain text')!;
    expect(old.text).toEqual({ en: entry.text });
    // Its next save writes the texts per language.
    dataOf(await update(old._id, { ...entry, name: 'Old plain text', date: old.date, text: { en: entry.text, de: 'Jetzt auch auf Deutsch, mit allen Umlauten: äöüß.' }, consent, published: true }));
    expect(await Testimonial.collection.findOne({ name: 'Old plain text' })).toMatchObject({ text: { en: entry.text, de: 'Jetzt auch auf Deutsch, mit allen Umlauten: äöüß.' }, course: { en: 'Student visa' } });
  });

  it('keeps an outcome per language, shows it in the language of the page, and refuses one over its length', async () => {
    const saved = dataOf(await create({ ...entry, outcome: { en: 'Visa granted in six weeks', de: 'Visum nach sechs Wochen erteilt' }, consent, published: true }));
    expect(saved).toMatchObject({ outcome: { en: 'Visa granted in six weeks', de: 'Visum nach sechs Wochen erteilt' } });
    expect((await testimonialsForPage('de')).map(({ outcome }) => outcome)).toEqual(['Visum nach sechs Wochen erteilt']);
    expect((await testimonialsForPage('en')).map(({ outcome }) => outcome)).toEqual(['Visa granted in six weeks']);
    // None written: none shown, in either language.
    const without = dataOf(await create({ ...entry, name: 'No outcome', consent, published: true }));
    expect(without).toMatchObject({ outcome: { en: '' } });
    expect(errorsOf(await create({ ...entry, outcome: { en: 'x'.repeat(161) } }))).toEqual({ 'outcome.en': ['Outcome can have at most 160 characters'] });
  });

  it('shows the newest first, at most the newest twenty', async () => {
    const days = Array.from({ length: PUBLIC_TESTIMONIALS_MAX + 2 }, (_, n) => addDays('2026-01-01', n));
    await Promise.all(days.map((day, n) => create({ ...entry, name: `Client ${n}`, date: day, consent, published: true })));
    const shown = await listPublicTestimonials();
    expect(shown).toHaveLength(PUBLIC_TESTIMONIALS_MAX);
    expect(shown[0]!.name).toBe(`Client ${days.length - 1}`);
    expect(shown.map((testimonial) => testimonial.date)).toEqual([...days].reverse().slice(0, PUBLIC_TESTIMONIALS_MAX));
  });
});
