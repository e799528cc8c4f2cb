import type { Localized } from '@/lib/i18n/localized';
import { DEFAULT_HOME_STATS, type HomeStat } from './home-stats';
import { isLegalForm, type LegalForm } from './legal-forms';
import { NOT_STATED, parseOpeningHours, type OpeningHours } from './opening-hours';

// The firm's details as administrators edit them at /admin/settings (one stored document,
// models/site-settings.ts), each falling back to its environment variable, then to a built-in
// default: the header bar, footer, contact page, legal pages, structured data and e-mails read
// them (lib/server/site-settings/). An empty text means "not stated" and is not shown.

export type SocialField = 'facebookUrl' | 'linkedinUrl' | 'instagramUrl' | 'xUrl';

export type SiteSettings = {
  // The name visitors know the firm by: titles, header, footer, e-mails.
  name: string;
  // Firm and legal (the Impressum, lib/site-settings/impressum-rules.ts).
  legalForm: LegalForm | '';
  legalName: string;
  representatives: string[];
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  supervisoryAuthority: string;
  chamber: string;
  professionalTitle: string;
  professionalRules: string;
  contentResponsible: string;
  // Contact. whatsappNumber empty: the phone number.
  phone: string;
  email: string;
  whatsappNumber: string;
  // Address (in Germany).
  street: string;
  postalCode: string;
  city: string;
  // Social profiles; empty: no link.
  facebookUrl: string;
  linkedinUrl: string;
  instagramUrl: string;
  xUrl: string;
  openingHours: OpeningHours;
  // The languages consultations are held in, each named in every language (English the fallback).
  languages: Localized[];
  // The year the firm was founded ('' not stated): the home page's years of experience count from it.
  foundedYear: string;
  // Whether the firm's first conversation with a visitor costs nothing: every "free consultation"
  // on the site follows it, and a service's own fee (lib/services/fee.ts, consultationIsFree).
  firstConsultationFree: boolean;
  // The home page's figures (home-stats.ts), and when an administrator last confirmed them ('' never).
  homeStats: HomeStat[];
  homeStatsConfirmedAt: string;
};

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

export const SITE_SETTINGS_FIELDS = Object.keys(FIELD_LABELS) as SiteSettingsField[];

// The fields whose values differ, for the audit entry (names only: the values can be personal data).
export function changedFields(before: SiteSettings, after: SiteSettings): SiteSettingsField[] {
  return SITE_SETTINGS_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
