import { z } from 'zod';
import { localizedSchema } from '@/lib/i18n/localized';
import { singleLine } from '@/lib/fields/single-line';
import { HOME_STATS_LIMITS as STATS, YEARS_TOKEN } from './home-stats';
import { LEGAL_FORMS } from './legal-forms';
import { DAY_NAMES, TIME_PATTERN, WEEKDAYS, type Weekday } from './opening-hours';
import type { SiteSettings, SocialField } from './settings';

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
  name: required('Name', 2, 100),
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
  phone,
  email: text('E-mail', 200).pipe(z.email({ error: 'E-mail: an address such as office@yourfirm.de' })),
  whatsappNumber: whatsapp,
  street: required('Street', 3, 100),
  postalCode: z.string({ error: 'Postal code: 5 digits' }).trim().regex(/^\d{5}$/, 'Postal code: 5 digits'),
  city: required('City', 2, 60),
  facebookUrl: social('facebookUrl'),
  linkedinUrl: social('linkedinUrl'),
  instagramUrl: social('instagramUrl'),
  xUrl: social('xUrl'),
  openingHours,
  languages: z.array(localizedSchema(required('Language', 2, 40), () => required('Language', 2, 40)), { error: 'Languages: a list' }).max(12, 'Languages: at most 12'),
  foundedYear,
  firstConsultationFree: z.boolean({ error: 'Free first consultation: yes or no' }),
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
  }) satisfies z.ZodType<SiteSettings, unknown>;
