import { formLocalized } from '@/lib/i18n/localized';
import { isPlatformHomePage } from '@/lib/site-settings/launch-findings';
import { WEEKDAYS, type OpeningHours, type Weekday } from '@/lib/site-settings/opening-hours';
import { SOCIAL_HOME_PAGES, type SiteSettings, type SocialField } from '@/lib/site-settings/settings';

// The settings form's values as typed: lists of names as text with one item per line, each day of the
// week as a tick and two times. What is sent is built from them; what was typed is never changed
// by a failed save. A social link that is only the platform's home page (the placeholder) starts
// empty: saving it so removes the button, which is better than a button to nowhere in particular.

export type DayValues = { open: boolean; opens: string; closes: string };
export type FormValues = Omit<SiteSettings, 'representatives' | 'openingHours'> & {
  representatives: string;
  openingHours: Record<Weekday, DayValues>;
};

export const SOCIAL_FIELDS = Object.keys(SOCIAL_HOME_PAGES) as SocialField[];

// The social fields whose saved value is a platform's home page, which the form shows empty.
export const homePageSocials = (settings: SiteSettings): SocialField[] => SOCIAL_FIELDS.filter((field) => settings[field] && isPlatformHomePage(settings[field]));

export function toFormValues(settings: SiteSettings): FormValues {
  const homePages = homePageSocials(settings);
  return {
    ...settings,
    ...Object.fromEntries(homePages.map((field) => [field, ''])),
    representatives: settings.representatives.join('\n'),
    // Texts per language with every language's box present, empty where not written.
    languages: settings.languages.map(formLocalized),
    homeStats: settings.homeStats.map((stat) => ({ value: stat.value, label: formLocalized(stat.label), note: formLocalized(stat.note) })),
    openingHours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const hours = settings.openingHours[day];
        return [day, hours ? { open: true, ...hours } : { open: false, opens: '09:00', closes: '17:00' }];
      }),
    ) as Record<Weekday, DayValues>,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toSettings(values: FormValues): SiteSettings {
  return {
    ...values,
    representatives: lines(values.representatives),
    openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, values.openingHours[day].open ? { opens: values.openingHours[day].opens, closes: values.openingHours[day].closes } : null])) as OpeningHours,
  };
}

// The server names a list item's or a day's problem by its path (representatives.1,
// openingHours.mon.opens); the form shows it under the field that holds it: a list of lines under
// its box, a day's order of times under its closing time. A problem with no field of its own (the
// list of figures as a whole, the confirmation's time) is said in the toast only: an error on a
// name without a control would stay and stop the next save.
export function fieldOf(key: string): string | undefined {
  const [field, day, part] = key.split('.');
  if (key === 'homeStats' || key === 'homeStatsConfirmedAt') return undefined;
  if (field === 'representatives') return field;
  if (field === 'openingHours') return day ? `openingHours.${day}.${part === 'opens' ? 'opens' : 'closes'}` : undefined;
  return key;
}
