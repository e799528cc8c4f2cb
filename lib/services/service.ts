import { z } from 'zod';
import { localizeHref } from '@/i18n/pathnames';
import { boundedLine as line } from '@/lib/fields/bounded-line';
import { singleLine } from '@/lib/fields/single-line';
import { asLocalized, eachField, formLocalized, languageName, localizedSchema, TRANSLATION_LOCALES, type Localized, type StoredLocalized } from '@/lib/i18n/localized';
import { formatNumber } from '@/lib/time/format';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// A service as the site shows it and the back office edits it: the six of SPEC section 1, each a
// section of /services and a page of its own (/services/{id}). Administrators' versions are stored
// (models/service.ts); a service nobody saved shows its default (lib/services/defaults.ts).
//
// The service record: its fields once, with their labels and hints, the input schema, the record
// and page types, the mapper from a stored document and the back-office form's values. Commands
// and queries are lib/server/services/; one language's page view is lib/services/localize.ts.

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

// Every icon an offering card may show (drawn by components/site/services/service-icon.tsx).
export const SERVICE_ICON_NAMES = [
  'graduation-cap',
  'file-text',
  'stamp',
  'hand-coins',
  'plane',
  'clipboard-check',
  'award',
  'folder-open',
  'search',
  'heart',
  'users',
  'file-check',
  'languages',
  'calendar-check',
  'compass',
  'user-round-check',
  'messages-square',
  'trending-up',
  'map',
  'heart-handshake',
  'book-open',
  'briefcase',
  'shield-check',
  'workflow',
  'square-kanban',
  'server',
] as const;
export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];

export const SERVICE_TONES = ['blue', 'emerald', 'amber', 'rose', 'violet', 'teal'] as const;
export type ServiceTone = (typeof SERVICE_TONES)[number];

// What a service costs, as the firm states it: "On request", "From €150" or "€150", with an
// optional note ("per session, incl. VAT"). Amounts are euros.
export const FEE_KINDS = ['on-request', 'from', 'fixed'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const SERVICE_LIMITS = {
  slug: 80,
  title: { min: 3, max: 100 },
  summary: { min: 20, max: 400 },
  description: 5000,
  offerings: { min: 1, max: 12 },
  offeringTitle: { min: 3, max: 80 },
  offeringDescription: { min: 10, max: 400 },
  feeNote: 80,
  // Euros; a consultancy's fee or a monthly living allowance, never more.
  amount: { min: 1, max: 100_000 },
  faq: 15,
  question: { min: 5, max: 200 },
  answer: { min: 10, max: 1500 },
  requirements: { min: 1, max: 10 },
  requirement: { min: 10, max: 400 },
} as const;

// The service's own texts, each per language ({ en, de? }): the title, the short description (the
// section's introduction, the home page's card, the page's description) and the long description
// on the service's own page (paragraphs separated by blank lines; may be empty). The lists
// (offerings, fees, questions, requirements) have per-language texts of their own.
export const SERVICE_LOCALIZED_FIELDS = ['title', 'summary', 'description'] as const;
export type ServiceLocalizedField = (typeof SERVICE_LOCALIZED_FIELDS)[number];


// The back office's labels and hints of each field (it stays English).
export const SERVICE_LABELS = {
  title: 'Title',
  summary: 'Short description',
  description: 'Long description',
  slug: (locale: Locale) => `Address of the ${languageName(locale)} page`,
  feeKind: 'How the fee is stated',
  amount: 'Amount in euros',
  note: 'Note',
  offeringTitle: 'Title',
  offeringDescription: 'Description',
  icon: 'Icon',
  tone: 'Colour',
  offeringFee: 'Fee of this offering',
  question: 'Question',
  answer: 'Answer',
  requirement: 'Requirement',
  fundsAmount: 'Required funds per month, in euros',
  fundsValidFrom: 'Applies from',
} as const;

export const SERVICE_HINTS = {
  title: 'The heading on /services, the home page’s card and the service’s page.',
  summary: 'Two or three sentences: under the heading on /services, on the home page’s card, and in search results.',
  description: 'Shown only on the service’s own page. Leave a blank line between paragraphs.',
  slug: (locale: Locale) =>
    `The end of the page’s ${languageName(locale)} address (/${locale}/…/chancenkarte): lower-case letters, digits and hyphens. Empty: the English one.`,
  amount: 'For example 150 or 89.50.',
  note: 'Optional, for example “per session, incl. VAT”.',
  offeringTitle: 'Also the service named in an enquiry sent from this card.',
  fundsValidFrom: 'The day this amount applies from; the site shows it with the amount.',
} as const;

export const FEE_KIND_LABELS = { 'on-request': 'On request', from: 'From an amount', fixed: 'A fixed amount' } as const satisfies Record<FeeKind, string>;
export const SERVICE_TONE_LABELS = { blue: 'Blue', emerald: 'Green', amber: 'Amber', rose: 'Rose', violet: 'Violet', teal: 'Teal' } as const satisfies Record<ServiceTone, string>;

// A service as an administrator saves it (the action of the form at /admin/services/{id}). The
// name a lead carries and the section's button text are not part of it: they are fixed
// (lib/content/services.ts, read by lib/services/localize.ts).

// How a message names a field: "The short description is required".
const the = (label: string) => `The ${label.toLowerCase()}`;

const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// Text with paragraphs: line breaks are kept (Windows ones made plain), control characters are not.
function text(label: string, { min, max }: { min: number; max: number }) {
  return z
    .string({ error: `${label} must be text` })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(min, min > 0 ? `${label} must be at least ${min} characters` : undefined)
        .max(max, `${label} can have at most ${max} characters`)
        .refine((value) => !CONTROL_CHARS.test(value), `${label} contains characters that cannot be shown`),
    );
}

// A text in every language: English as `schema` requires it, the others optional (named
// "The title (German)" in their messages). Field errors land on `title.en`, `title.de`.
function localized(label: string, schema: (label: string) => z.ZodType<string, string>) {
  return localizedSchema(schema(label), (locale) => schema(`${label} (${languageName(locale)})`));
}

// A service's slug in a language: lower-case letters, digits and single hyphens, as addresses are.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function slugsSchema() {
  const shape: Record<string, z.ZodType<string | undefined, unknown>> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const label = `The ${languageName(locale)} address`;
    shape[locale] = z
      .string({ error: `${label} must be text` })
      .trim()
      .toLowerCase()
      .max(SERVICE_LIMITS.slug, `${label} can have at most ${SERVICE_LIMITS.slug} characters`)
      .refine((value) => value === '' || SLUG.test(value), `${label} may have only lower-case letters, digits and hyphens, like chancenkarte`)
      .optional()
      .transform((value) => value || undefined);
  }
  return z
    .object(shape, { error: 'Give the addresses' })
    .optional()
    .transform((value) => Object.fromEntries(Object.entries(value ?? {}).filter(([, slug]) => slug)) as Partial<Record<Locale, string>>);
}
// A euro amount as a number, or as typed: "1091", "89.50" or "89,50" ("1,091" is refused as
// ambiguous). Empty gives null, which the caller accepts or not.
function euroAmount(label: string) {
  const { min, max } = SERVICE_LIMITS.amount;
  return z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number of euros` })
    .optional()
    .transform((value, context) => {
      if (value === null || value === undefined) return null;
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) context.addIssue({ code: 'custom', message: `${label} must be a number of euros` });
        return value;
      }
      const typed = value.trim();
      if (!typed) return null;
      if (!/^\d+(?:[.,]\d{1,2})?$/.test(typed)) {
        context.addIssue({ code: 'custom', message: `${label} must be a number of euros, like 150 or 89.50` });
        return z.NEVER;
      }
      return Number(typed.replace(',', '.'));
    })
    .superRefine((amount, context) => {
      if (amount === null) return;
      if (amount < min) context.addIssue({ code: 'custom', message: `${label} must be at least €${min}` });
      else if (amount > max) context.addIssue({ code: 'custom', message: `${label} can be at most €${formatNumber(max)}` });
      else if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) context.addIssue({ code: 'custom', message: `${label} can have at most two decimal places` });
    });
}

function requiredEuros(label: string) {
  return euroAmount(label).refine((amount) => amount !== null, `Give ${label.toLowerCase()} in euros`);
}

// A calendar day, YYYY-MM-DD, that exists.
const day = z
  .string({ error: 'Give the date as YYYY-MM-DD' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the date as YYYY-MM-DD', abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '2000-01-01' && value <= '2100-12-31';
  }, 'This date does not exist');

const fee = z
  .object(
    {
      kind: z.enum(FEE_KINDS, { error: 'Choose on request, from or fixed' }),
      amount: euroAmount('The amount'),
      note: localized(the(SERVICE_LABELS.note), (label) =>
        singleLine(z.string({ error: `${label} must be text` }).trim().max(SERVICE_LIMITS.feeNote, `${label} can have at most ${SERVICE_LIMITS.feeNote} characters`), label),
      )
        .optional()
        .transform((value) => value ?? { en: '' }),
    },
    { error: 'Give the fee' },
  )
  .transform((value, context) => {
    const amount = value.amount;
    if (value.kind !== 'on-request' && amount === null) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'Give the amount in euros' });
      return z.NEVER;
    }
    // "On request" names no amount, whatever was typed before the choice changed.
    return { kind: value.kind, amount: value.kind === 'on-request' ? null : amount, note: value.note };
  });

const offering = z.object({
  title: localized(the(SERVICE_LABELS.offeringTitle), (label) => line(label, SERVICE_LIMITS.offeringTitle)),
  description: localized(the(SERVICE_LABELS.offeringDescription), (label) => text(label, SERVICE_LIMITS.offeringDescription)),
  icon: z.enum(SERVICE_ICON_NAMES, { error: 'Choose an icon' }),
  tone: z.enum(SERVICE_TONES, { error: 'Choose a colour' }),
  fee: fee.nullable().optional().transform((value) => value ?? null),
});

const faqItem = z.object({
  question: localized(the(SERVICE_LABELS.question), (label) => line(label, SERVICE_LIMITS.question)),
  answer: localized(the(SERVICE_LABELS.answer), (label) => text(label, SERVICE_LIMITS.answer)),
});

// The requirements and the funds. The points table and the minimum score are not the
// administrators': they come from the rules in the code (lib/opportunity-card/rules.ts); an older
// form's `points` or `minimumPoints` is dropped.
const opportunityCard = z.object(
  {
    requirements: z
      .array(localized(the(SERVICE_LABELS.requirement), (label) => text(label, SERVICE_LIMITS.requirement)), { error: 'Give the requirements' })
      .min(SERVICE_LIMITS.requirements.min, 'Give at least one requirement')
      .max(SERVICE_LIMITS.requirements.max, `Give at most ${SERVICE_LIMITS.requirements.max} requirements`),
    requiredFunds: z.object({ amount: requiredEuros('The amount').transform((amount) => amount as number), validFrom: day }, { error: 'Give the required funds' }),
  },
  { error: 'Give the requirements and the required funds' },
);

const caseless = (value: string) => value.toLocaleLowerCase('en');

function baseSchema() {
  return z.object({
    slugs: slugsSchema(),
    title: localized(the(SERVICE_LABELS.title), (label) => line(label, SERVICE_LIMITS.title)),
    summary: localized(the(SERVICE_LABELS.summary), (label) => text(label, SERVICE_LIMITS.summary)),
    description: localized(the(SERVICE_LABELS.description), (label) => text(label, { min: 0, max: SERVICE_LIMITS.description }))
      .optional()
      .transform((value) => value ?? { en: '' }),
    offerings: z
      .array(offering, { error: 'Give the offerings' })
      .min(SERVICE_LIMITS.offerings.min, 'A service needs at least one offering')
      .max(SERVICE_LIMITS.offerings.max, `A service can have at most ${SERVICE_LIMITS.offerings.max} offerings`)
      // An offering's title is the service name its Enquire Now button sends: one per title.
      .refine(
        (items) => new Set(items.map((item) => caseless(item.title.en))).size === items.length,
        'Two offerings have the same title; each needs its own',
      ),
    fee,
    faq: z
      .array(faqItem, { error: 'Give the questions as a list' })
      .max(SERVICE_LIMITS.faq, `Give at most ${SERVICE_LIMITS.faq} questions`)
      .optional()
      .transform((value) => value ?? []),
  });
}

const withCard = baseSchema().extend({ opportunityCard });
// Other services have no Opportunity Card facts; ones sent are refused rather than silently dropped.
const withoutCard = baseSchema().extend({
  opportunityCard: z.null({ error: 'Only the Opportunity Card has requirements and required funds' }).optional().transform(() => null),
});

export function serviceInputSchema(id: ServiceId) {
  return id === OPPORTUNITY_CARD_ID ? withCard : withoutCard;
}

export type ServiceInput = z.output<typeof withCard> | z.output<typeof withoutCard>;
export type ServiceFormInput = z.input<typeof withCard>;

// A service as stored and edited in the back office: the input as saved, every text in each
// language (English always, the others optional), and what only the server sets.
// lib/services/localize.ts picks one language's ServiceContent from it.
type CardInput = z.output<typeof opportunityCard>;
export type ServiceRecord = Omit<z.output<typeof withCard>, 'opportunityCard'> & {
  id: ServiceId;
  // Only the Opportunity Card has these. Its funds are null only while the stored figures cannot
  // be read (lib/services/defaults.ts fallbackServiceRecords), which no input can be.
  opportunityCard: (Omit<CardInput, 'requiredFunds'> & { requiredFunds: RequiredFunds | null }) | null;
  // When an administrator last saved it; null while it shows its default.
  updatedAt: string | null;
  updatedBy: string | null;
};
export type LocalizedFee = ServiceRecord['fee'];
export type LocalizedOffering = ServiceRecord['offerings'][number];

// The money an applicant must show per month of the stay, and the day that amount applies from.
export type RequiredFunds = CardInput['requiredFunds'];

// A service as a page in one language shows it: each text in that language, and the parts the
// record does not hold (its addresses, the name a lead carries, the main button). Written out
// apart from the record, since every text is one string here and the offerings carry their name.
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
  offerings: Offering[];
  fee: Fee;
  faq: FaqItem[];
  // Only the Opportunity Card has these.
  opportunityCard: OpportunityCardFacts | null;
  // When an administrator last saved it; null while it shows its default.
  updatedAt: string | null;
  updatedBy: string | null;
} & Record<ServiceLocalizedField, string>;

// The paragraphs of a long description.
export function descriptionParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

// A stored document as read (lean, uncast): texts are { en, de? }, or plain strings in documents
// saved before texts had languages (read as English; the next save writes the object).
type StoredFee = { kind?: string | null; amount?: number | null; note?: StoredLocalized } | null | undefined;
export type StoredService = {
  _id: string;
  slugs?: Record<string, unknown> | null;
  offerings?: { title: StoredLocalized; description: StoredLocalized; icon: string; tone: string; fee?: StoredFee }[];
  fee?: StoredFee;
  faq?: { question: StoredLocalized; answer: StoredLocalized }[];
  // Documents saved before the points table came from the rules also hold `points` and
  // `minimumPoints`; they are not read (and the next save drops them).
  opportunityCard?: {
    requirements?: StoredLocalized[];
    requiredFunds?: { amount?: number | null; validFrom?: string | null } | null;
  } | null;
  updatedAt?: Date | null;
  updatedBy?: string | null;
} & Partial<Record<ServiceLocalizedField, StoredLocalized>>;

function feeOf(stored: StoredFee, fallback: LocalizedFee): LocalizedFee;
function feeOf(stored: StoredFee, fallback: null): LocalizedFee | null;
function feeOf(stored: StoredFee, fallback: LocalizedFee | null): LocalizedFee | null {
  if (!stored?.kind) return fallback;
  return { kind: stored.kind as FeeKind, amount: stored.amount ?? null, note: asLocalized(stored.note ?? '') };
}

function slugsOf(stored: StoredService['slugs']): Partial<Record<Locale, string>> {
  const slugs: Partial<Record<Locale, string>> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const slug = stored?.[locale];
    if (typeof slug === 'string' && slug) slugs[locale] = slug;
  }
  return slugs;
}

// A stored service in every language. A part missing from an older document (the German slugs
// among them) falls back to `base`, the service's default (lib/services/defaults.ts, which reads
// the site's copy and so is the caller's to pass).
export function toServiceRecord(row: StoredService, base: ServiceRecord): ServiceRecord {
  const card = row.opportunityCard;
  return {
    ...base,
    slugs: row.slugs ? slugsOf(row.slugs) : base.slugs,
    ...eachField(SERVICE_LOCALIZED_FIELDS, (field) => asLocalized(row[field])),
    offerings: (row.offerings ?? []).map((offering) => ({
      title: asLocalized(offering.title),
      description: asLocalized(offering.description),
      icon: offering.icon as ServiceIconName,
      tone: offering.tone as ServiceTone,
      fee: feeOf(offering.fee, null),
    })),
    fee: feeOf(row.fee, base.fee),
    faq: (row.faq ?? []).map((item) => ({ question: asLocalized(item.question), answer: asLocalized(item.answer) })),
    opportunityCard:
      base.opportunityCard && card?.requiredFunds
        ? {
            requirements: (card.requirements ?? []).map((text) => asLocalized(text)),
            requiredFunds: { amount: card.requiredFunds.amount ?? 0, validFrom: card.requiredFunds.validFrom ?? '' },
          }
        : base.opportunityCard,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    updatedBy: row.updatedBy || null,
  };
}

// The service form's values: everything as typed (amounts as text, so the server can say what is
// wrong with them), each text in every language ({ en, de }, empty where not written). The paths
// match the action's, so its field errors land on their fields, except where a list of texts is a
// list of items here (`requirements.2.en` is `requirements.2.text.en`).

export type FeeValues = { kind: FeeKind | 'none'; amount: string; note: Localized };
export type OfferingValues = { title: Localized; description: Localized; icon: ServiceIconName; tone: ServiceTone; fee: FeeValues };
export type CardValues = {
  requirements: { text: Localized }[];
  requiredFunds: { amount: string; validFrom: string };
};

export type ServiceFormValues = {
  slugs: Partial<Record<Locale, string>>;
  fee: FeeValues;
  offerings: OfferingValues[];
  faq: { question: Localized; answer: Localized }[];
  opportunityCard: CardValues | null;
} & Record<ServiceLocalizedField, Localized>;

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

// A new object each time: the form writes into its values.
export const noFeeValues = (): FeeValues => ({ kind: 'none', amount: '', note: formLocalized('') });
export const emptyText = (): Localized => formLocalized('');

function feeValues(fee: LocalizedFee | null): FeeValues {
  return fee ? { kind: fee.kind, amount: amountText(fee.amount), note: formLocalized(fee.note) } : noFeeValues();
}

export function serviceFormValues(service: ServiceRecord): ServiceFormValues {
  const card = service.opportunityCard;
  return {
    slugs: Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, service.slugs[locale] ?? ''])),
    ...eachField(SERVICE_LOCALIZED_FIELDS, (field) => formLocalized(service[field])),
    fee: feeValues(service.fee),
    offerings: service.offerings.map((offering) => ({
      ...offering,
      title: formLocalized(offering.title),
      description: formLocalized(offering.description),
      fee: feeValues(offering.fee),
    })),
    faq: service.faq.map((item) => ({ question: formLocalized(item.question), answer: formLocalized(item.answer) })),
    opportunityCard: card
      ? {
          requirements: card.requirements.map((text) => ({ text: formLocalized(text) })),
          requiredFunds: { amount: amountText(card.requiredFunds?.amount ?? null), validFrom: card.requiredFunds?.validFrom ?? '' },
        }
      : null,
  };
}

function feeInput(fee: FeeValues) {
  return fee.kind === 'none' ? null : { kind: fee.kind, amount: fee.amount, note: fee.note };
}

// The action's input; a service other than the Opportunity Card sends no card facts.
export function serviceFormInput(values: ServiceFormValues): ServiceFormInput {
  const { opportunityCard: card, ...rest } = values;
  return {
    ...rest,
    fee: feeInput(values.fee),
    offerings: values.offerings.map((offering) => ({ ...offering, fee: feeInput(offering.fee) })),
    ...(card ? { opportunityCard: { ...card, requirements: card.requirements.map((requirement) => requirement.text) } } : {}),
  } as ServiceFormInput;
}

// Lists whose messages concern the whole list (too few, two offerings of one title).
const LISTS = new Set(['offerings', 'faq', 'opportunityCard.requirements']);

// The form field a message of the action belongs to: a list's own message is its `root`.
export function serviceFormField(key: string): string {
  if (LISTS.has(key)) return `${key}.root`;
  const requirement = /^(opportunityCard\.requirements\.\d+)(\.\w+)?$/.exec(key);
  if (requirement) return `${requirement[1]}.text${requirement[2] ?? '.en'}`;
  return key;
}
