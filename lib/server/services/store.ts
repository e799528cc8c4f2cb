import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { defaultService } from '@/lib/services/defaults';
import { serviceNamesOf } from '@/lib/services/names';
import { SERVICE_IDS, type Fee, type ServiceContent, type ServiceId } from '@/lib/services/service';
import type { ServiceInput } from '@/lib/validation/service';
import { ServiceModel, type ServiceFields } from '@/models/service';

type StoredFee = { kind?: string | null; amount?: number | null; note?: string | null } | null | undefined;

function feeOf(stored: StoredFee, fallback: Fee): Fee;
function feeOf(stored: StoredFee, fallback: null): Fee | null;
function feeOf(stored: StoredFee, fallback: Fee | null): Fee | null {
  if (!stored?.kind) return fallback;
  return { kind: stored.kind as Fee['kind'], amount: stored.amount ?? null, note: stored.note ?? '' };
}

// A stored service as the site shows it. The fixed parts (the name leads carry, the button text)
// always come from the default; a part missing from an older document falls back to it too.
function toContent(id: ServiceId, row: ServiceFields & { _id: string }): ServiceContent {
  const base = defaultService(id);
  const card = row.opportunityCard;
  return {
    ...base,
    title: row.title,
    summary: row.summary,
    description: row.description ?? '',
    offerings: (row.offerings ?? []).map((offering) => ({
      title: offering.title,
      description: offering.description,
      icon: offering.icon as ServiceContent['offerings'][number]['icon'],
      tone: offering.tone as ServiceContent['offerings'][number]['tone'],
      fee: feeOf(offering.fee, null),
    })),
    fee: feeOf(row.fee, base.fee),
    faq: (row.faq ?? []).map((item) => ({ question: item.question, answer: item.answer })),
    opportunityCard:
      base.opportunityCard && card?.requiredFunds
        ? {
            points: (card.points ?? []).map((point) => ({ criterion: point.criterion ?? '', points: point.points ?? '' })),
            minimumPoints: card.minimumPoints,
            requirements: [...(card.requirements ?? [])],
            requiredFunds: { amount: card.requiredFunds.amount ?? 0, validFrom: card.requiredFunds.validFrom ?? '' },
          }
        : base.opportunityCard,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    updatedBy: row.updatedBy || null,
  };
}

// Every service, in the order of /services: an administrator's version where there is one,
// otherwise the default.
export async function readServices(): Promise<ServiceContent[]> {
  await connectDb();
  // At most one document per service: no filter needed.
  const rows = await ServiceModel.find().lean<(ServiceFields & { _id: string })[]>();
  const stored = new Map(rows.map((row) => [String(row._id), row]));
  return SERVICE_IDS.map((id) => {
    const row = stored.get(id);
    return row ? toContent(id, row) : defaultService(id);
  });
}

export async function readService(id: ServiceId): Promise<ServiceContent> {
  await connectDb();
  const row = await ServiceModel.findById(id).lean<ServiceFields & { _id: string }>();
  return row ? toContent(id, row) : defaultService(id);
}

// An offering's title is the service name its Enquire Now button sends, and leads, replies and
// the dashboard find the service by that name: no two services may share one.
async function checkNamesAreFree(id: ServiceId, input: ServiceInput): Promise<void> {
  const others = (await readServices()).filter((service) => service.id !== id);
  const taken = new Map<string, string>();
  for (const other of others) for (const name of serviceNamesOf([other])) taken.set(name.toLocaleLowerCase('en'), other.title);
  const errors: Record<string, string[]> = {};
  input.offerings.forEach((offering, index) => {
    const owner = taken.get(offering.title.toLocaleLowerCase('en'));
    if (owner) errors[`offerings.${index}.title`] = [`${owner} already uses this name; choose another`];
  });
  if (Object.keys(errors).length) throw new DomainError('invalid', 'Validation failed', errors);
}

// One upsert on `_id`: saving twice leaves one document, and the last save wins.
export async function saveService(id: ServiceId, input: ServiceInput, by: string): Promise<ServiceContent> {
  await connectDb();
  await checkNamesAreFree(id, input);
  await ServiceModel.updateOne(
    { _id: id },
    {
      $set: {
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
  return readService(id);
}
