import { z } from 'zod';
import { boundedLine as line } from '@/lib/fields/bounded-line';
import { singleLine } from '@/lib/fields/single-line';
import { SERVICE_ICON_NAMES, SERVICE_TONES } from '@/lib/content/services';
import { FEE_KINDS, OPPORTUNITY_CARD_ID, type ServiceId } from '@/lib/services/service';
import { formatNumber } from '@/lib/time/format';
import { languageName, localizedSchema, TRANSLATION_LOCALES } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/locales';

// A service as an administrator saves it (the action of the form at
// /admin/services/{id}). The name a lead carries and the section's button text are not part of
// it: they are fixed (lib/services/service.ts).

export const SERVICE_LIMITS = {
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
      .max(80, `${label} can have at most 80 characters`)
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
      note: localized('The note', (label) =>
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
  title: localized('The title', (label) => line(label, SERVICE_LIMITS.offeringTitle)),
  description: localized('The description', (label) => text(label, SERVICE_LIMITS.offeringDescription)),
  icon: z.enum(SERVICE_ICON_NAMES, { error: 'Choose an icon' }),
  tone: z.enum(SERVICE_TONES, { error: 'Choose a colour' }),
  fee: fee.nullable().optional().transform((value) => value ?? null),
});

const faqItem = z.object({
  question: localized('The question', (label) => line(label, SERVICE_LIMITS.question)),
  answer: localized('The answer', (label) => text(label, SERVICE_LIMITS.answer)),
});

// The requirements and the funds. The points table and the minimum score are not the
// administrators': they come from the rules in the code (lib/opportunity-card/rules.ts); an older
// form's `points` or `minimumPoints` is dropped.
const opportunityCard = z.object(
  {
    requirements: z
      .array(localized('The requirement', (label) => text(label, SERVICE_LIMITS.requirement)), { error: 'Give the requirements' })
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
    title: localized('The title', (label) => line(label, SERVICE_LIMITS.title)),
    summary: localized('The short description', (label) => text(label, SERVICE_LIMITS.summary)),
    description: localized('The long description', (label) => text(label, { min: 0, max: SERVICE_LIMITS.description }))
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
