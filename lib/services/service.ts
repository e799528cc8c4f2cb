import type { ServiceIconName, ServiceTone } from '@/lib/content/services';
import { localizeHref } from '@/i18n/pathnames';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import type { Localized } from '@/lib/i18n/localized';

// A service as the site shows it and the back office edits it: the six of SPEC section 1, each a
// section of /services and a page of its own (/services/{id}). Administrators' versions are stored
// (models/service.ts); a service nobody saved shows its default (lib/services/defaults.ts).

// The section ids of /services, in their order; also the services' addresses and storage keys.
export const SERVICE_IDS = [
  'university-admissions',
  'opportunity-card',
  'family-reunification',
  'career-counseling',
  'visa-advisory',
  'it-consulting',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const OPPORTUNITY_CARD_ID = 'opportunity-card' satisfies ServiceId;

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}

// A service's page in `locale`: English at /services/{id}, another language under its prefix with
// the service's slug in that language (/de/leistungen/chancenkarte); `slug` is that slug, the id
// where the service has none in the language.
export function servicePath(id: ServiceId, locale: Locale = DEFAULT_LOCALE, slug: string = id): string {
  return localizeHref(`/services/${locale === DEFAULT_LOCALE ? id : slug}`, locale);
}

// The enquiry section of a service's page; a link to it opens the enquiry dialog for the service.
export const ENQUIRE_HASH = 'enquire';

// The enquiry form in that section, for a visitor whose scripts have not run (a link to it opens its
// disclosure).
export const ENQUIRY_FORM_ID = 'enquiry-form';

export function serviceEnquirePath(id: ServiceId, locale: Locale = DEFAULT_LOCALE, slug: string = id): string {
  return `${servicePath(id, locale, slug)}#${ENQUIRE_HASH}`;
}

// What a service costs, as the firm states it: "On request", "From €150" or "€150", with an
// optional note ("per session, incl. VAT"). Amounts are euros.
export const FEE_KINDS = ['on-request', 'from', 'fixed'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export type Fee = { kind: FeeKind; amount: number | null; note: string };

export type Offering = {
  // What the Enquire Now button sends and a lead carries: the English title in every language
  // (leads, replies and the dashboard know services by it).
  name: string;
  title: string;
  description: string;
  icon: ServiceIconName;
  tone: ServiceTone;
  // null: the card shows no fee of its own.
  fee: Fee | null;
};

export type FaqItem = { question: string; answer: string };

// The money an applicant must show per month of the stay, and the day that amount applies from.
export type RequiredFunds = { amount: number; validFrom: string };

// The Opportunity Card's requirements and funds (SPEC section 9). Its points table is not here: it
// is generated from the rules in the code (lib/opportunity-card/rules.ts, lib/services/points-table.ts).
export type OpportunityCardFacts = {
  requirements: string[];
  // null only while the stored figures cannot be read (a database outage): pages then name no amount.
  requiredFunds: RequiredFunds | null;
};

export type ServiceContent = {
  id: ServiceId;
  // The language its texts are in, and the service's slug and page address in it.
  locale: Locale;
  slug: string;
  path: string;
  // The service's page in each published language (hreflang, the sitemap, the language switcher).
  addresses: Partial<Record<Locale, string>>;
  // The name a lead from the section's main button carries (SPEC's overall service names). Fixed:
  // the inbox, reply templates, WhatsApp texts and the dashboard know services by it.
  serviceName: string;
  // The section's main button ("Get Started with Educational Consulting"). Fixed, as SPEC names it.
  ctaLabel: string;
  title: string;
  // The short description: the section's introduction, the home page's card, the page's description.
  summary: string;
  // The long description on the service's own page: paragraphs separated by blank lines. May be empty.
  description: string;
  offerings: Offering[];
  fee: Fee;
  faq: FaqItem[];
  // Only the Opportunity Card has these.
  opportunityCard: OpportunityCardFacts | null;
  // When an administrator last saved it; null while it shows its default.
  updatedAt: string | null;
  updatedBy: string | null;
};

// The paragraphs of a long description.
export function descriptionParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

// A service as stored and edited in the back office: every text in each language (English always,
// the others optional). lib/services/localize.ts picks one language's ServiceContent from it.
export type LocalizedFee = { kind: FeeKind; amount: number | null; note: Localized };
export type LocalizedOffering = { title: Localized; description: Localized; icon: ServiceIconName; tone: ServiceTone; fee: LocalizedFee | null };
export type ServiceRecord = {
  id: ServiceId;
  // The slug in each language but English (English: the id). A language without one uses the id.
  slugs: Partial<Record<Locale, string>>;
  title: Localized;
  summary: Localized;
  description: Localized;
  offerings: LocalizedOffering[];
  fee: LocalizedFee;
  faq: { question: Localized; answer: Localized }[];
  opportunityCard: {
    requirements: Localized[];
    requiredFunds: RequiredFunds | null;
  } | null;
  updatedAt: string | null;
  updatedBy: string | null;
};
