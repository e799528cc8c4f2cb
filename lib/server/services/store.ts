import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { asLocalized, TRANSLATION_LOCALES, type StoredLocalized } from '@/lib/i18n/localized';
import { defaultServiceRecord } from '@/lib/services/defaults';
import { pickService, serviceSlug } from '@/lib/services/localize';
import { serviceNamesOf } from '@/lib/services/names';
import { SERVICE_IDS, type LocalizedFee, type ServiceContent, type ServiceId, type ServiceRecord } from '@/lib/services/service';
import type { ServiceInput } from '@/lib/validation/service';
import { ServiceModel } from '@/models/service';

// A stored document as read (lean, uncast): texts are { en, de? }, or plain strings in documents
// saved before texts had languages (read as English; the next save writes the object).
type StoredFee = { kind?: string | null; amount?: number | null; note?: StoredLocalized } | null | undefined;
type StoredService = {
  _id: string;
  slugs?: Record<string, unknown> | null;
  title: StoredLocalized;
  summary: StoredLocalized;
  description?: StoredLocalized;
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
};

function feeOf(stored: StoredFee, fallback: LocalizedFee): LocalizedFee;
function feeOf(stored: StoredFee, fallback: null): LocalizedFee | null;
function feeOf(stored: StoredFee, fallback: LocalizedFee | null): LocalizedFee | null {
  if (!stored?.kind) return fallback;
  return { kind: stored.kind as LocalizedFee['kind'], amount: stored.amount ?? null, note: asLocalized(stored.note ?? '') };
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
// among them) falls back to the default.
function toRecord(id: ServiceId, row: StoredService): ServiceRecord {
  const base = defaultServiceRecord(id);
  const card = row.opportunityCard;
  return {
    ...base,
    slugs: row.slugs ? slugsOf(row.slugs) : base.slugs,
    title: asLocalized(row.title),
    summary: asLocalized(row.summary),
    description: asLocalized(row.description ?? ''),
    offerings: (row.offerings ?? []).map((offering) => ({
      title: asLocalized(offering.title),
      description: asLocalized(offering.description),
      icon: offering.icon as ServiceRecord['offerings'][number]['icon'],
      tone: offering.tone as ServiceRecord['offerings'][number]['tone'],
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

// Every service in every language, in the order of /services: an administrator's version where
// there is one, otherwise the default.
export async function readServiceRecords(): Promise<ServiceRecord[]> {
  await connectDb();
  // At most one document per service: no filter needed.
  const rows = await ServiceModel.find().lean<StoredService[]>();
  const stored = new Map(rows.map((row) => [String(row._id), row]));
  return SERVICE_IDS.map((id) => {
    const row = stored.get(id);
    return row ? toRecord(id, row) : defaultServiceRecord(id);
  });
}

export async function readServiceRecord(id: ServiceId): Promise<ServiceRecord> {
  await connectDb();
  const row = await ServiceModel.findById(id).lean<StoredService>();
  return row ? toRecord(id, row) : defaultServiceRecord(id);
}

// Every service as a page in `locale` shows it.
export async function readServices(locale: Locale = DEFAULT_LOCALE): Promise<ServiceContent[]> {
  return (await readServiceRecords()).map((record) => pickService(record, locale));
}

export async function readService(id: ServiceId, locale: Locale = DEFAULT_LOCALE): Promise<ServiceContent> {
  return pickService(await readServiceRecord(id), locale);
}

// An offering's title is the service name its Enquire Now button sends, and leads, replies and
// the dashboard find the service by that name: no two services may share one. A slug in a
// language is one service's address there: no other service may have it, in that language or
// as its id (/de/leistungen/<id> sends to the service's German address).
async function checkNamesAreFree(id: ServiceId, input: ServiceInput): Promise<void> {
  const others = (await readServiceRecords()).filter((service) => service.id !== id);
  const taken = new Map<string, string>();
  for (const other of others) for (const name of serviceNamesOf([pickService(other, DEFAULT_LOCALE)])) taken.set(name.toLocaleLowerCase('en'), other.title.en);
  const errors: Record<string, string[]> = {};
  input.offerings.forEach((offering, index) => {
    const owner = taken.get(offering.title.en.toLocaleLowerCase('en'));
    if (owner) errors[`offerings.${index}.title.en`] = [`${owner} already uses this name; choose another`];
  });
  for (const locale of TRANSLATION_LOCALES) {
    const slug = input.slugs[locale];
    if (!slug) continue;
    const owner = others.find((other) => serviceSlug(other, locale) === slug || other.id === slug);
    if (owner) errors[`slugs.${locale}`] = [`${owner.title.en} already has this address; choose another`];
  }
  if (Object.keys(errors).length) throw new DomainError('invalid', 'Validation failed', errors);
}

// One upsert on `_id`: saving twice leaves one document, and the last save wins. Every text is
// written whole, in every language, so a document of plain strings is migrated by its next save.
export async function saveService(id: ServiceId, input: ServiceInput, by: string): Promise<ServiceRecord> {
  await connectDb();
  await checkNamesAreFree(id, input);
  await ServiceModel.updateOne(
    { _id: id },
    {
      $set: {
        slugs: input.slugs,
        title: input.title,
        summary: input.summary,
        description: input.description,
        offerings: input.offerings,
        fee: input.fee,
        faq: input.faq,
        opportunityCard: input.opportunityCard,
        updatedAt: new Date(),
        updatedBy: by,
      },
    },
    { upsert: true },
  );
  return readServiceRecord(id);
}
