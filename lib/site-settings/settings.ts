import { z } from 'zod';
import { formLocalized, localizedSchema, type Localized } from '@/lib/i18n/localized';
import { singleLine } from '@/lib/fields/single-line';
import { DEFAULT_HOME_STATS, HOME_STATS_LIMITS as STATS, YEARS_TOKEN } from './home-stats';
import { isLegalForm, LEGAL_FORMS } from './legal-forms';
import { DAY_NAMES, NOT_STATED, parseOpeningHours, TIME_PATTERN, WEEKDAYS, type OpeningHours, type Weekday } from './opening-hours';

// The site settings record: the firm's details as administrators edit them at /admin/settings (one
// stored document, models/site-settings.ts), each falling back to its environment variable, then
// to a built-in default: the header bar, footer, contact page, legal pages, structured data and
// e-mails read them (lib/server/site-settings/). An empty text means "not stated" and is not shown.
// Here: the fields' labels and hints, the schema, the type derived from it, the defaults, the
// mapper from a stored document and the form's values.

export type SocialField = 'facebookUrl' | 'linkedinUrl' | 'instagramUrl' | 'xUrl';

// The back office's words for each field: the audit entry (which fields changed) and what the
// Impressum still lacks.
export const FIELD_LABELS: Record<SiteSettingsField, string> = {
  name: 'name on the site',
  legalForm: 'legal form',
  legalName: 'registered name',
  representatives: 'representatives',
  registerCourt: 'register court',
  registerNumber: 'register number',
  vatId: 'VAT ID',
  supervisoryAuthority: 'supervisory authority',
  chamber: 'professional chamber',
  professionalTitle: 'professional title',
  professionalRules: 'professional rules',
  contentResponsible: 'person responsible for the content',
  phone: 'phone',
  email: 'e-mail',
  whatsappNumber: 'WhatsApp number',
  street: 'street',
  postalCode: 'postal code',
  city: 'city',
  facebookUrl: 'Facebook',
  linkedinUrl: 'LinkedIn',
  instagramUrl: 'Instagram',
  xUrl: 'X',
  openingHours: 'opening hours',
  languages: 'languages',
  foundedYear: 'founding year',
  firstConsultationFree: 'free first consultation',
  homeStats: 'home page figures',
  homeStatsConfirmedAt: 'figures confirmed',
};

// The settings form's label, hint and placeholder of each field it shows with the field kit.
type FieldCopy = { label: string; hint?: string; placeholder?: string };

export const FIELD_COPY: Partial<Record<SiteSettingsField, FieldCopy>> = {
  name: { label: 'Name on the website', hint: 'How visitors know the firm: page titles, header, footer, e-mails.' },
  legalForm: { label: 'Legal form' },
  legalName: { label: 'Registered name' },
  registerCourt: { label: 'Register court', placeholder: 'Amtsgericht Charlottenburg' },
  registerNumber: { label: 'Register number', placeholder: 'HRB 123456 B' },
  vatId: { label: 'VAT ID (USt-IdNr.)', hint: 'If the firm has one, the Impressum must state it.', placeholder: 'DE123456789' },
  supervisoryAuthority: {
    label: 'Supervisory authority',
    hint: 'Only if the firm’s work needs an official licence: the authority that granted it, with its address.',
  },
  contentResponsible: {
    label: 'Responsible for the content (§ 18 MStV)',
    hint: 'The person answerable for the articles on the site, first and last name; the Impressum gives the firm’s address for them.',
  },
  chamber: { label: 'Professional chamber', placeholder: 'Rechtsanwaltskammer Berlin' },
  professionalTitle: { label: 'Professional title', hint: 'The legal title and the state that awarded it.', placeholder: 'Rechtsanwältin (verliehen in Deutschland)' },
  professionalRules: { label: 'Professional rules', hint: 'Their names and where they can be read.', placeholder: 'BRAO, BORA: www.brak.de' },
  phone: { label: 'Phone', hint: 'With the country code: visitors call from abroad.', placeholder: '+49 30 1234567' },
  email: { label: 'E-mail', hint: 'Where visitors write to; new leads are announced here too unless the server says otherwise.' },
  whatsappNumber: { label: 'WhatsApp number', hint: 'With the country code. Empty: the phone number.', placeholder: '+49 151 23456789' },
  street: { label: 'Street and number' },
  postalCode: { label: 'Postal code' },
  city: { label: 'City' },
  facebookUrl: { label: 'Facebook', placeholder: 'https://www.facebook.com/yourfirm' },
  linkedinUrl: { label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/yourfirm' },
  instagramUrl: { label: 'Instagram', placeholder: 'https://www.instagram.com/yourfirm' },
  xUrl: { label: 'X', placeholder: 'https://x.com/yourfirm' },
  languages: { label: 'Languages', hint: 'Each with its English and German name, e.g. English and Englisch.' },
  foundedYear: { label: 'Founding year', hint: 'The year the firm was founded; the home page’s years of experience can count from it.', placeholder: '2024' },
  firstConsultationFree: {
    label: 'The first consultation is free',
    hint: 'Every “free consultation” on the site follows this; on a service’s page also the service’s fee (free only while that fee is on request).',
  },
};

// PUT /api/v1/site-settings: every field, checked on the server (the form sends them all). Only
// what the site cannot do without is required here (name, phone, e-mail, address); what the
// Impressum needs for the chosen legal form may be filled in over time and is listed as missing
// until it is (impressum-rules.ts), never made up.

// A field of several lines (an authority's name and address); every other field is one line.
const lines = (label: string, max: number) => z.string({ error: `${label}: text expected` }).trim().max(max, `${label}: at most ${max} characters`);

const text = (label: string, max: number) => singleLine(lines(label, max), label);

const required = (label: string, min: number, max: number) => text(label, max).min(min, `${label}: at least ${min} characters`);

const digits = (value: string) => value.replace(/\D/g, '').length;

// Visitors call from abroad: a number with its country code works from anywhere.
const INTERNATIONAL = /^\+[\d\s()/-]+$/;

const phone = text('Phone', 30).refine((value) => INTERNATIONAL.test(value) && digits(value) >= 6, {
  error: 'Phone: with the country code, e.g. +49 30 1234567 (digits, spaces and + ( ) - / only)',
});

const whatsapp = text('WhatsApp number', 30).refine((value) => value === '' || (INTERNATIONAL.test(value) && digits(value) >= 7 && digits(value) <= 15), {
  error: 'WhatsApp number: with the country code, e.g. +49 151 23456789; empty to use the phone number',
});

// A profile on the platform itself, not its home page (which is what the placeholders opened).
const SOCIAL_HOSTS: Record<SocialField, { name: string; hosts: string[]; example: string }> = {
  facebookUrl: { name: 'Facebook', hosts: ['facebook.com', 'www.facebook.com'], example: 'https://www.facebook.com/yourfirm' },
  linkedinUrl: { name: 'LinkedIn', hosts: ['linkedin.com', 'www.linkedin.com'], example: 'https://www.linkedin.com/company/yourfirm' },
  instagramUrl: { name: 'Instagram', hosts: ['instagram.com', 'www.instagram.com'], example: 'https://www.instagram.com/yourfirm' },
  xUrl: { name: 'X', hosts: ['x.com', 'twitter.com', 'www.x.com', 'www.twitter.com'], example: 'https://x.com/yourfirm' },
};

export function isSocialProfile(field: SocialField, value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && SOCIAL_HOSTS[field].hosts.includes(url.hostname.toLowerCase()) && url.pathname.replace(/\/+$/, '') !== '';
  } catch {
    return false;
  }
}

const social = (field: SocialField) =>
  text(SOCIAL_HOSTS[field].name, 300).refine((value) => value === '' || isSocialProfile(field, value), {
    error: `${SOCIAL_HOSTS[field].name}: the address of the firm’s profile, e.g. ${SOCIAL_HOSTS[field].example}; empty for no link`,
  });

const dayHours = (day: Weekday) =>
  z
    .object(
      {
        opens: z.string().regex(TIME_PATTERN, `${DAY_NAMES[day]}: opening time as HH:MM (24 hours)`),
        closes: z.string().regex(TIME_PATTERN, `${DAY_NAMES[day]}: closing time as HH:MM (24 hours)`),
      },
      { error: 'Opening hours: a time from and to, or closed' },
    )
    .strict()
    // Compared only once both are times (a malformed one has its own message).
    .refine((hours) => !TIME_PATTERN.test(hours.opens) || !TIME_PATTERN.test(hours.closes) || hours.opens < hours.closes, {
      error: `${DAY_NAMES[day]}: the closing time comes after the opening time`,
    })
    .nullable();

const openingHours = z.strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours(day)])) as Record<Weekday, ReturnType<typeof dayHours>>, {
  error: 'Opening hours: one entry per weekday',
});

const names = (label: string) =>
  z
    .array(required(label, 2, 100), { error: `${label}: a list of names` })
    .max(10, `${label}: at most 10`);

// The home page's figures: short texts, a value and a label each.
const homeStat = z.strictObject(
  {
    value: required('Figure', 1, STATS.value),
    // Each language's text under the same rules; only English is required (localized.ts).
    label: localizedSchema(required('Figure’s label', 2, STATS.label), () => required('Figure’s label', 2, STATS.label)),
    note: localizedSchema(text('Figure’s note', STATS.note), () => text('Figure’s note', STATS.note)),
  },
  { error: 'Home page figures: a value, a label and a note each' },
);

// A founding year: four digits, not in the future.
const foundedYear = z
  .string({ error: 'Founding year: a year such as 2024' })
  .trim()
  .refine((value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= new Date().getUTCFullYear()), {
    error: 'Founding year: a year such as 2024, not in the future; empty if not stated',
  });

export const siteSettingsSchema = z.strictObject({
  // The name visitors know the firm by: titles, header, footer, e-mails.
  name: required('Name', 2, 100),
  // Firm and legal (the Impressum, lib/site-settings/impressum-rules.ts).
  legalForm: z.enum(['', ...LEGAL_FORMS], { error: 'Legal form: choose one from the list' }),
  legalName: text('Registered name', 200),
  representatives: names('Representatives'),
  registerCourt: text('Register court', 100),
  registerNumber: text('Register number', 40).refine((value) => value === '' || /\d/.test(value), { error: 'Register number: as in the register, e.g. HRB 123456 B' }),
  vatId: text('VAT ID', 20)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value === '' || /^DE\d{9}$/.test(value), { error: 'VAT ID: DE followed by 9 digits, e.g. DE123456789' }),
  supervisoryAuthority: lines('Supervisory authority', 300),
  chamber: text('Professional chamber', 300),
  professionalTitle: text('Professional title', 200),
  professionalRules: text('Professional rules', 500),
  contentResponsible: text('Responsible for the content', 100),
  // Contact. whatsappNumber empty: the phone number.
  phone,
  email: text('E-mail', 200).pipe(z.email({ error: 'E-mail: an address such as office@yourfirm.de' })),
  whatsappNumber: whatsapp,
  // Address (in Germany).
  street: required('Street', 3, 100),
  postalCode: z.string({ error: 'Postal code: 5 digits' }).trim().regex(/^\d{5}$/, 'Postal code: 5 digits'),
  city: required('City', 2, 60),
  // Social profiles; empty: no link.
  facebookUrl: social('facebookUrl'),
  linkedinUrl: social('linkedinUrl'),
  instagramUrl: social('instagramUrl'),
  xUrl: social('xUrl'),
  openingHours,
  // The languages consultations are held in, each named in every language (English the fallback).
  languages: z.array(localizedSchema(required('Language', 2, 40), () => required('Language', 2, 40)), { error: 'Languages: a list' }).max(12, 'Languages: at most 12'),
  // The year the firm was founded ('' not stated): the home page's years of experience count from it.
  foundedYear,
  // Whether the firm's first conversation with a visitor costs nothing: every "free consultation"
  // on the site follows it, and a service's own fee (lib/services/fee.ts, consultationIsFree).
  firstConsultationFree: z.boolean({ error: 'Free first consultation: yes or no' }),
  // The home page's figures (home-stats.ts), and when an administrator last confirmed them ('' never).
  homeStats: z
    .array(homeStat, { error: 'Home page figures: a list' })
    .min(STATS.min, `Home page figures: at least ${STATS.min}`)
    .max(STATS.max, `Home page figures: at most ${STATS.max}`),
  // Any non-empty value means "confirmed"; the server stamps the time (home-stats.ts, confirmationTime).
  homeStatsConfirmedAt: z.union([z.literal(''), z.iso.datetime({ error: 'Figures confirmed: a time, or empty' })]),
})
  .refine((settings) => settings.foundedYear !== '' || !settings.homeStats.some((stat) => stat.value.includes(YEARS_TOKEN)), {
    path: ['foundedYear'],
    error: `Founding year: needed while a figure counts the years (${YEARS_TOKEN})`,
  });

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsField = keyof SiteSettings;

// Placeholders, deliberately recognisable as such (lib/site-settings/launch-findings.ts names them).
export const PLACEHOLDERS = {
  name: 'Spree Bridge Consulting',
  phone: '+49 30 0000 0000',
  email: 'hello@example.com',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
} as const;

// The platforms' home pages: what the social buttons opened before the firm set its profiles.
export const SOCIAL_HOME_PAGES: Record<SocialField, string> = {
  facebookUrl: 'https://www.facebook.com/',
  linkedinUrl: 'https://www.linkedin.com/',
  instagramUrl: 'https://www.instagram.com/',
  xUrl: 'https://x.com/',
};

type Env = Record<string, string | undefined>;

const read = (env: Env, key: string, fallback = ''): string => env[key]?.trim() || fallback;
const list = (env: Env, key: string, separator: RegExp): string[] =>
  read(env, key)
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

// The German names of the languages a firm here usually names in COMPANY_LANGUAGES (which lists
// English names), so the environment's default reads right on German pages too; any other name
// is shown in English there until an administrator writes its German name (the launch check says so).
const LANGUAGE_NAMES_DE: Record<string, string> = {
  English: 'Englisch',
  German: 'Deutsch',
  Arabic: 'Arabisch',
  French: 'Französisch',
  Spanish: 'Spanisch',
  Turkish: 'Türkisch',
  Russian: 'Russisch',
  Ukrainian: 'Ukrainisch',
  Persian: 'Persisch',
  Hindi: 'Hindi',
  Urdu: 'Urdu',
  Chinese: 'Chinesisch',
  Vietnamese: 'Vietnamesisch',
  Portuguese: 'Portugiesisch',
  Italian: 'Italienisch',
  Polish: 'Polnisch',
};

const languageFromEnv = (english: string): Localized => (LANGUAGE_NAMES_DE[english] ? { en: english, de: LANGUAGE_NAMES_DE[english] } : { en: english });

// What applies where nothing is stored: the environment variables (SITE_NAME, COMPANY_*,
// WHATSAPP_NUMBER, SOCIAL_*_URL; docs/operations.md, Configuration), else the placeholders.
export function siteSettingsFromEnv(env: Env): SiteSettings {
  const legalForm = read(env, 'COMPANY_LEGAL_FORM').toLowerCase();
  return {
    name: read(env, 'SITE_NAME', PLACEHOLDERS.name),
    legalForm: isLegalForm(legalForm) ? legalForm : '',
    legalName: read(env, 'COMPANY_LEGAL_NAME'),
    representatives: list(env, 'COMPANY_REPRESENTATIVES', /;/),
    registerCourt: read(env, 'COMPANY_REGISTER_COURT'),
    registerNumber: read(env, 'COMPANY_REGISTER_NUMBER'),
    vatId: read(env, 'COMPANY_VAT_ID'),
    supervisoryAuthority: read(env, 'COMPANY_SUPERVISORY_AUTHORITY'),
    chamber: read(env, 'COMPANY_CHAMBER'),
    professionalTitle: read(env, 'COMPANY_PROFESSIONAL_TITLE'),
    professionalRules: read(env, 'COMPANY_PROFESSIONAL_RULES'),
    contentResponsible: read(env, 'COMPANY_CONTENT_RESPONSIBLE'),
    phone: read(env, 'COMPANY_PHONE', PLACEHOLDERS.phone),
    email: read(env, 'COMPANY_EMAIL', PLACEHOLDERS.email),
    whatsappNumber: read(env, 'WHATSAPP_NUMBER'),
    street: read(env, 'COMPANY_STREET', PLACEHOLDERS.street),
    postalCode: read(env, 'COMPANY_POSTAL_CODE', PLACEHOLDERS.postalCode),
    city: read(env, 'COMPANY_CITY', PLACEHOLDERS.city),
    facebookUrl: read(env, 'SOCIAL_FACEBOOK_URL', SOCIAL_HOME_PAGES.facebookUrl),
    linkedinUrl: read(env, 'SOCIAL_LINKEDIN_URL', SOCIAL_HOME_PAGES.linkedinUrl),
    instagramUrl: read(env, 'SOCIAL_INSTAGRAM_URL', SOCIAL_HOME_PAGES.instagramUrl),
    xUrl: read(env, 'SOCIAL_X_URL', SOCIAL_HOME_PAGES.xUrl),
    openingHours: parseOpeningHours(read(env, 'COMPANY_OPENING_HOURS')) ?? NOT_STATED,
    languages: list(env, 'COMPANY_LANGUAGES', /,/).map(languageFromEnv),
    foundedYear: '',
    // The specification's promise ("Get Free Consultation") until the firm says otherwise.
    firstConsultationFree: true,
    homeStats: DEFAULT_HOME_STATS.map((stat) => ({ value: stat.value, label: { ...stat.label }, note: { ...stat.note } })),
    homeStatsConfirmedAt: '',
  };
}

// A social field's value that is only the platform's home page (what the buttons opened before
// the firm set its profiles), not a profile.
export function isPlatformHomePage(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.pathname.replace(/\/+$/, '') === '' && !parsed.search;
  } catch {
    return false;
  }
}

export const SITE_SETTINGS_FIELDS = Object.keys(FIELD_LABELS) as SiteSettingsField[];

// The fields whose values differ, for the audit entry (names only: the values can be personal data).
export function changedFields(before: SiteSettings, after: SiteSettings): SiteSettingsField[] {
  return SITE_SETTINGS_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

// A stored document as mongoose reads it (lean): any field may be missing, or unusable.
export type StoredSiteSettings = Partial<Record<keyof SiteSettings, unknown>>;

// Each stored field that is present and valid wins over its default; one that was never saved
// (added in a later release) or is unusable (a document edited by hand) keeps the default, so
// every page always has a usable value.
export function mergeSiteSettings(row: StoredSiteSettings | null, defaults: SiteSettings): SiteSettings {
  const merged: SiteSettings = { ...defaults };
  if (!row) return merged;
  for (const field of SITE_SETTINGS_FIELDS) {
    if (row[field] === undefined || row[field] === null) continue;
    const parsed = siteSettingsSchema.shape[field].safeParse(row[field]);
    if (parsed.success) (merged as Record<string, unknown>)[field] = parsed.data;
  }
  return merged;
}

// The settings form's values as typed: lists of names as text with one item per line, each day of the
// week as a tick and two times. What is sent is built from them; what was typed is never changed
// by a failed save. A social link that is only the platform's home page (the placeholder) starts
// empty: saving it so removes the button, which is better than a button to nowhere in particular.

export type DayValues = { open: boolean; opens: string; closes: string };
export type SiteSettingsFormValues = Omit<SiteSettings, 'representatives' | 'openingHours'> & {
  representatives: string;
  openingHours: Record<Weekday, DayValues>;
};

export const SOCIAL_FIELDS = Object.keys(SOCIAL_HOME_PAGES) as SocialField[];

// The social fields whose saved value is a platform's home page, which the form shows empty.
export const homePageSocials = (settings: SiteSettings): SocialField[] => SOCIAL_FIELDS.filter((field) => settings[field] && isPlatformHomePage(settings[field]));

export function siteSettingsFormValues(settings: SiteSettings): SiteSettingsFormValues {
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

const oneItemPerLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function siteSettingsFormInput(values: SiteSettingsFormValues): SiteSettings {
  return {
    ...values,
    representatives: oneItemPerLine(values.representatives),
    openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, values.openingHours[day].open ? { opens: values.openingHours[day].opens, closes: values.openingHours[day].closes } : null])) as OpeningHours,
  };
}

// The server names a list item's or a day's problem by its path (representatives.1,
// openingHours.mon.opens); the form shows it under the field that holds it: a list of lines under
// its box, a day's order of times under its closing time. A problem with no field of its own (the
// list of figures as a whole, the confirmation's time) is said in the toast only: an error on a
// name without a control would stay and stop the next save.
export function siteSettingsFormField(key: string): string | undefined {
  const [field, day, part] = key.split('.');
  if (key === 'homeStats' || key === 'homeStatsConfirmedAt') return undefined;
  if (field === 'representatives') return field;
  if (field === 'openingHours') return day ? `openingHours.${day}.${part === 'opens' ? 'opens' : 'closes'}` : undefined;
  return key;
}
