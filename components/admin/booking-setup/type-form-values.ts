import { CONSULTATION_DEFAULTS, type Channel, type ConsultationTypeRecord } from '@/lib/booking/booking';
import { formLocalized, type Localized } from '@/lib/i18n/localized';
import type { ConsultationTypeFormInput } from '@/lib/validation/consultation-type';

// The consultation type form's values: numbers as their fields' text (the server parses them),
// notice in hours, the reminders as a list of hours. The paths match the action's schema, but for
// the reminders (`reminders.0.hours` in the form, `remindersHoursBefore.0` in the schema).

export type TypeFormValues = {
  slug: string;
  name: Localized;
  description: Localized;
  durationMinutes: string;
  serviceId: string;
  channel: Channel;
  videoUrl: string;
  intervalMinutes: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  minimumNoticeHours: string;
  horizonDays: string;
  maxPerDay: string;
  changeNoticeHours: string;
  reminders: { hours: string }[];
  active: boolean;
  order: string;
};

const HOUR = 60;
const text = (value: number | null) => (value === null ? '' : String(value));

export const newReminder = () => ({ hours: '' });

// A new type starts from the defaults the issue names (CONSULTATION_DEFAULTS).
export function toTypeFormValues(type?: ConsultationTypeRecord): TypeFormValues {
  const values = type ?? { ...CONSULTATION_DEFAULTS, slug: '', name: { en: '' }, description: { en: '' }, serviceId: null, channel: 'video' as const, videoUrl: '', active: true, order: 0 };
  return {
    slug: values.slug,
    name: formLocalized(values.name),
    description: formLocalized(values.description),
    durationMinutes: text(values.durationMinutes),
    serviceId: values.serviceId ?? '',
    channel: values.channel,
    videoUrl: values.videoUrl,
    intervalMinutes: text(values.intervalMinutes),
    bufferBeforeMinutes: text(values.bufferBeforeMinutes),
    bufferAfterMinutes: text(values.bufferAfterMinutes),
    minimumNoticeHours: text(values.minimumNoticeMinutes / HOUR),
    horizonDays: text(values.horizonDays),
    maxPerDay: text(values.maxPerDay),
    changeNoticeHours: text(values.changeNoticeMinutes / HOUR),
    reminders: values.remindersMinutesBefore.map((minutes) => ({ hours: text(minutes / HOUR) })),
    active: values.active,
    order: text(values.order),
  };
}

export function toTypeInput({ reminders, ...values }: TypeFormValues): ConsultationTypeFormInput {
  return { ...values, remindersHoursBefore: reminders.map((reminder) => reminder.hours) };
}

export function typeFieldOf(key: string): string {
  if (key === 'remindersHoursBefore') return 'reminders.root';
  const reminder = /^remindersHoursBefore\.(\d+)$/.exec(key);
  return reminder ? `reminders.${reminder[1]}.hours` : key;
}
