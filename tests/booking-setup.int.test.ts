import { revalidatePath } from 'next/cache';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adviserHoursOf, advisersForType, consultationTypeById, listConsultationTypes } from '@/lib/server/booking/catalog';
import { createConsultationType, deleteConsultationType, listAdvisers, saveAdviserHours, updateConsultationType } from '@/lib/server/booking/setup-store';
import { connectDb } from '@/lib/server/db';
import { AdviserHours } from '@/models/adviser-hours';
import { ConsultationType } from '@/models/consultation-type';
import { adviserHoursInputSchema } from '@/lib/booking/adviser-hours';
import { consultationTypeFormInput, consultationTypeFormValues, consultationTypeInputSchema, toPublicConsultationType } from '@/lib/booking/consultation-type';
import { seedSampleBooking } from '../scripts/lib/seed';
import { createUser } from './support/auth';

vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The booking setup's store and the seed's samples, against the embedded database: a type's
// address is unique, every save ends a sample and expires the public booking pages, hours name
// only existing types and belong to staff who work on leads; the seed adds the sample type once
// and the first administrator's sample hours once there is one.

// A type as its form sends it: the new form's defaults, with an address and a name of its own.
const typeInput = (fields: Record<string, unknown> = {}) =>
  consultationTypeInputSchema.parse({
    ...consultationTypeFormInput(consultationTypeFormValues()),
    channel: 'phone',
    slug: 'visa-check',
    name: { en: 'Visa check', de: 'Visum-Check' },
    durationMinutes: '45',
    serviceId: 'opportunity-card',
    minimumNoticeHours: '24',
    maxPerDay: '3',
    remindersHoursBefore: ['24'],
    ...fields,
  });

const closed = { intervals: [] };
const hoursInput = (typeIds: string[]) =>
  adviserHoursInputSchema.parse({
    week: [{ intervals: [{ start: '10:00', end: '12:00' }] }, closed, closed, closed, closed, closed, closed],
    exceptions: [{ day: '2026-12-24', intervals: [], note: 'Christmas Eve' }],
    typeIds,
  });

beforeAll(async () => {
  await connectDb();
});

describe('the seed’s booking samples', () => {
  it('adds the sample type on an empty database, the hours once the first administrator exists, then nothing', async () => {
    expect(await seedSampleBooking()).toEqual({ type: true, hours: false });
    const [sample] = await listConsultationTypes();
    expect(sample).toMatchObject({ slug: 'first-consultation', sample: true, active: true, durationMinutes: 30, name: { en: 'First consultation', de: 'Erstberatung' } });
    expect(await AdviserHours.countDocuments()).toBe(0);

    // An adviser first, then the first administrator, then a second one: the hours are the first administrator's.
    await createUser({ email: 'seed-adviser@example.com', password: 'long enough password', role: 'adviser' });
    const admin = await createUser({ email: 'seed-admin@example.com', password: 'long enough password', name: 'Erika Admin' });
    await createUser({ email: 'seed-admin-2@example.com', password: 'long enough password' });
    expect(await seedSampleBooking()).toEqual({ type: false, hours: true });
    expect(await adviserHoursOf(admin)).toEqual({
      userId: admin,
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
      exceptions: [],
      typeIds: [sample!.id],
      sample: true,
    });
    expect((await advisersForType(sample!.id)).map((adviser) => adviser.userId)).toEqual([admin]);

    expect(await seedSampleBooking()).toEqual({ type: false, hours: false });
    expect(await ConsultationType.countDocuments()).toBe(1);
    expect(await AdviserHours.countDocuments()).toBe(1);
  });
});

describe('the booking setup store', () => {
  it('keeps what to prepare per language, shows it in the page language, and has none for a type saved before', async () => {
    const created = await createConsultationType(
      typeInput({ slug: 'prepared-check', preparation: { en: 'Your passport and your degree certificate.', de: 'Ihr Pass und Ihr Abschlusszeugnis.' } }),
    );
    expect(created.preparation).toEqual({ en: 'Your passport and your degree certificate.', de: 'Ihr Pass und Ihr Abschlusszeugnis.' });
    const stored = (await consultationTypeById(created.id))!;
    expect(toPublicConsultationType(stored, 'de').preparation).toBe('Ihr Pass und Ihr Abschlusszeugnis.');
    expect(toPublicConsultationType(stored, 'en').preparation).toBe('Your passport and your degree certificate.');
    expect(consultationTypeFormValues(stored).preparation).toEqual({ en: 'Your passport and your degree certificate.', de: 'Ihr Pass und Ihr Abschlusszeugnis.' });
    // A type stored before the field: nothing to show, in either language.
    await ConsultationType.collection.updateOne({ slug: 'prepared-check' }, { $unset: { preparation: '' } });
    expect(toPublicConsultationType((await consultationTypeById(created.id))!, 'de').preparation).toBe('');
    expect(() => typeInput({ preparation: { en: 'x'.repeat(601) } })).toThrow('How to prepare can have at most 600 characters');
    await deleteConsultationType(created.id);
  });

  it('saves a type, refuses a second at the same address with a field error, and ends the sample on save', async () => {
    vi.mocked(revalidatePath).mockClear();
    const created = await createConsultationType(typeInput());
    expect(created).toMatchObject({ slug: 'visa-check', durationMinutes: 45, minimumNoticeMinutes: 1440, remindersMinutesBefore: [1440], maxPerDay: 3, sample: false });
    // The public booking pages in every language, each type's page, and the service pages and the points check that link their first type.
    expect(vi.mocked(revalidatePath).mock.calls).toEqual(
      expect.arrayContaining([['/lang/en/book'], ['/lang/de/book'], ['/(site)/lang/[locale]/book/[type]', 'page'], ['/(site)/lang/[locale]/services/[slug]', 'page'], ['/lang/en/services/opportunity-card/check'], ['/lang/de/services/opportunity-card/check'], ['/(site)/lang/[locale]/services/opportunity-card/check/[answers]', 'page']]),
    );

    await expect(createConsultationType(typeInput({ name: { en: 'Another' } }))).rejects.toMatchObject({
      kind: 'invalid',
      errors: { slug: ['Another consultation type has the address visa-check; choose another'] },
    });
    const sample = (await listConsultationTypes()).find((type) => type.sample)!;
    await expect(updateConsultationType(sample.id, typeInput())).rejects.toMatchObject({ kind: 'invalid', errors: { slug: [expect.stringContaining('visa-check')] } });

    const saved = await updateConsultationType(sample.id, typeInput({ slug: 'first-consultation', name: { en: 'First consultation' } }));
    expect(saved).toMatchObject({ id: sample.id, sample: false, durationMinutes: 45 });
    await expect(updateConsultationType('0123456789abcdef01234567', typeInput({ slug: 'nowhere' }))).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('saves an adviser’s hours whole, ending the sample, with existing types only and for staff who work on leads', async () => {
    const [admin] = (await listAdvisers()).filter((adviser) => adviser.role === 'admin');
    const types = await listConsultationTypes();
    const saved = await saveAdviserHours(admin!.id, hoursInput(types.map((type) => type.id)));
    expect(saved).toEqual({
      userId: admin!.id,
      weekly: [{ weekday: 1, start: '10:00', end: '12:00' }],
      exceptions: [{ day: '2026-12-24', intervals: [], note: 'Christmas Eve' }],
      typeIds: types.map((type) => type.id),
      sample: false,
    });

    await expect(saveAdviserHours(admin!.id, hoursInput(['0123456789abcdef01234567']))).rejects.toMatchObject({ kind: 'invalid', errors: { typeIds: [expect.any(String)] } });
    const editor = await createUser({ email: 'hours-editor@example.com', password: 'long enough password', role: 'editor' });
    await expect(saveAdviserHours(editor, hoursInput([]))).rejects.toMatchObject({ kind: 'not-found' });
    await expect(saveAdviserHours('not-an-id', hoursInput([]))).rejects.toMatchObject({ kind: 'not-found' });
    expect((await listAdvisers()).map((adviser) => adviser.role).sort()).toEqual(['admin', 'admin', 'adviser']);
  });

  it('deletes a type; a made-up id is not found', async () => {
    const type = (await listConsultationTypes()).find((entry) => entry.slug === 'visa-check')!;
    expect(await deleteConsultationType(type.id)).toMatchObject({ slug: 'visa-check' });
    expect(await consultationTypeById(type.id)).toBeNull();
    await expect(deleteConsultationType(type.id)).rejects.toMatchObject({ kind: 'not-found' });
  });
});
