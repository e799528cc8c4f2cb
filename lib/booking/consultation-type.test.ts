import { describe, expect, it } from 'vitest';
import { CONSULTATION_DEFAULTS, consultationTypeFormField, consultationTypeFormInput, consultationTypeFormValues, consultationTypeInputSchema } from './consultation-type';

// What an administrator's form sends: numbers as the fields' text.
const valid = {
  slug: 'first-consultation',
  name: { en: 'Free first consultation', de: 'Kostenloses Erstgespräch' },
  description: { en: '', de: '' },
  durationMinutes: '30',
  serviceId: '',
  channel: 'video',
  videoUrl: 'https://meet.example.com/firm',
  intervalMinutes: '30',
  bufferBeforeMinutes: '0',
  bufferAfterMinutes: '10',
  minimumNoticeHours: '12',
  horizonDays: '30',
  maxPerDay: '',
  changeNoticeHours: '24',
  remindersHoursBefore: ['1', '24'],
  active: true,
  order: '0',
};

const errorsOf = (input: unknown) => {
  const result = consultationTypeInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('consultationTypeInputSchema', () => {
  it('turns the form into the stored fields: minutes, no service as null, reminders earliest first', () => {
    const parsed = consultationTypeInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      slug: 'first-consultation',
      name: { en: 'Free first consultation', de: 'Kostenloses Erstgespräch' },
      description: { en: '' },
      durationMinutes: 30,
      serviceId: null,
      minimumNoticeMinutes: 720,
      changeNoticeMinutes: 1440,
      remindersMinutesBefore: [1440, 60],
      maxPerDay: null,
    });
    expect(parsed).not.toHaveProperty('sample');
    expect(parsed).not.toHaveProperty('minimumNoticeHours');
  });

  it('keeps durations, intervals and buffers on the five-minute grid of the claims', () => {
    expect(errorsOf({ ...valid, durationMinutes: '32', intervalMinutes: '7', bufferAfterMinutes: '3' })).toEqual({
      durationMinutes: 'The duration must be a multiple of 5',
      intervalMinutes: 'The interval must be a multiple of 5',
      bufferAfterMinutes: 'The buffer after must be a multiple of 5',
    });
    expect(errorsOf({ ...valid, durationMinutes: '0', bufferBeforeMinutes: '-5', horizonDays: '400' })).toEqual({
      durationMinutes: 'The duration must be at least 5',
      bufferBeforeMinutes: 'The buffer before must be at least 0',
      horizonDays: 'The booking horizon can be at most 365',
    });
    expect(errorsOf({ ...valid, durationMinutes: '' })).toEqual({ durationMinutes: 'The duration is required' });
  });

  it('takes an address of lower-case letters, digits and hyphens only', () => {
    expect(errorsOf({ ...valid, slug: 'First Consultation' })).toHaveProperty('slug');
    expect(errorsOf({ ...valid, slug: 'a--b' })).toHaveProperty('slug');
    expect(errorsOf({ ...valid, slug: '' })).toEqual({ slug: 'The address is required' });
  });

  it('refuses the addresses of the pages beside the types’ pages, in every language', () => {
    for (const slug of ['reschedule', 'cancel', 'verschieben', 'absagen']) expect(errorsOf({ ...valid, slug })).toEqual({ slug: 'This address belongs to another booking page; choose another' });
    expect(errorsOf({ ...valid, slug: 'cancel-anytime' })).toEqual({});
  });

  it('needs the English name, the German one optional', () => {
    expect(errorsOf({ ...valid, name: { en: '', de: 'Erstgespräch' } })).toEqual({ 'name.en': 'The name is required' });
    expect(consultationTypeInputSchema.parse({ ...valid, name: { en: 'First talk', de: '' } }).name).toEqual({ en: 'First talk' });
  });

  it('needs a secure meeting link for a video consultation, and none for the others', () => {
    expect(errorsOf({ ...valid, videoUrl: '' })).toEqual({ videoUrl: 'A video consultation needs its meeting link' });
    expect(errorsOf({ ...valid, videoUrl: 'http://meet.example.com/firm' })).toEqual({ videoUrl: 'Give the meeting’s full link, starting with https://' });
    expect(errorsOf({ ...valid, channel: 'phone', videoUrl: '' })).toEqual({});
    expect(errorsOf({ ...valid, channel: 'fax' })).toHaveProperty('channel');
  });

  it('takes at most three distinct reminders between 1 and 168 hours before', () => {
    expect(errorsOf({ ...valid, remindersHoursBefore: ['1', '2', '3', '4'] })).toEqual({ remindersHoursBefore: 'At most 3 reminders' });
    expect(errorsOf({ ...valid, remindersHoursBefore: ['24', '24'] })).toEqual({ remindersHoursBefore: 'Each reminder must be at a different time' });
    expect(errorsOf({ ...valid, remindersHoursBefore: ['0'] })).toEqual({ 'remindersHoursBefore.0': 'A reminder must be at least 1' });
    expect(consultationTypeInputSchema.parse({ ...valid, remindersHoursBefore: [] }).remindersMinutesBefore).toEqual([]);
  });

  it('takes a maximum per day as empty (no limit) or a whole number, and a known service only', () => {
    expect(consultationTypeInputSchema.parse({ ...valid, maxPerDay: '4', serviceId: 'opportunity-card' })).toMatchObject({ maxPerDay: 4, serviceId: 'opportunity-card' });
    expect(errorsOf({ ...valid, maxPerDay: '2.5' })).toEqual({ maxPerDay: 'The maximum per day must be a whole number' });
    expect(errorsOf({ ...valid, serviceId: 'made-up' })).toEqual({ serviceId: 'Choose a service' });
  });
});

describe('the consultation type form’s values', () => {
  it('start a new type from the defaults, in hours where the form asks hours', () => {
    const values = consultationTypeFormValues();
    expect(values).toMatchObject({ durationMinutes: '30', minimumNoticeHours: '12', horizonDays: '30', changeNoticeHours: '24', maxPerDay: '', reminders: [{ hours: '24' }, { hours: '1' }], active: true });
  });

  it('come back as the stored fields after a round trip through the schema', () => {
    const values = { ...consultationTypeFormValues(), slug: 'first-talk', name: { en: 'First talk', de: '' }, videoUrl: 'https://meet.example.com/x' };
    const parsed = consultationTypeInputSchema.parse(consultationTypeFormInput(values));
    expect(parsed).toMatchObject({ ...CONSULTATION_DEFAULTS, slug: 'first-talk', name: { en: 'First talk' }, serviceId: null });
  });

  it('put the reminders’ messages on the reminder fields', () => {
    expect(consultationTypeFormField('remindersHoursBefore')).toBe('reminders.root');
    expect(consultationTypeFormField('remindersHoursBefore.1')).toBe('reminders.1.hours');
    expect(consultationTypeFormField('slug')).toBe('slug');
  });
});
