import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { TRANSLATION_LOCALES } from '@/lib/i18n/localized';
import { defaultServiceRecord } from '@/lib/services/defaults';
import { pickService, serviceSlug } from '@/lib/services/localize';
import { serviceNamesOf } from '@/lib/services/names';
import { SERVICE_IDS, toServiceRecord, type ServiceContent, type ServiceId, type ServiceInput, type ServiceRecord, type StoredService } from '@/lib/services/service';
import { ServiceModel } from '@/models/service';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// Every service in every language, in the order of /services: an administrator's version where
// there is one, otherwise the default.
export async function readServiceRecords(): Promise<ServiceRecord[]> {
  await connectDb();
  // At most one document per service: no filter needed.
  const rows = await ServiceModel.find().lean<StoredService[]>();
  const stored = new Map(rows.map((row) => [String(row._id), row]));
  return SERVICE_IDS.map((id) => {
    const row = stored.get(id);
    return row ? toServiceRecord(row, defaultServiceRecord(id)) : defaultServiceRecord(id);
  });
}

export async function readServiceRecord(id: ServiceId): Promise<ServiceRecord> {
  await connectDb();
  const row = await ServiceModel.findById(id).lean<StoredService>();
  return row ? toServiceRecord(row, defaultServiceRecord(id)) : defaultServiceRecord(id);
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
      // The input is the whole service (zod keeps only the schema's fields, every one of them).
      $set: { ...input, updatedAt: new Date(), updatedBy: by },
    },
    { upsert: true },
  );
  return readServiceRecord(id);
}
