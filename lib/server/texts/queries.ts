import 'server-only';
import { isLocale, type Locale } from '@/i18n/locales';
import { catalogueEntries, isCatalogueKey } from '@/lib/texts/catalogue';
import type { TextEntryDto, TextKey } from '@/lib/texts/text-entry';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { TextOverride } from '@/models/text-override';

type StoredOverride = { key: string; locale: string; value: string; updatedBy?: string | null; updatedAt: Date };

// The Texts screen's rows: every catalogue text with the firm's wording over it per language.
// Read as it is now (the screen shows what the pages will show after the next change).
// Overrides of keys that left the catalogue are not listed.
export async function listTextEntries(): Promise<TextEntryDto[]> {
  await connectDb();
  const stored = await TextOverride.find().lean();
  return withOverrides(catalogueEntries(), stored);
}

// One row, after a save or a reset.
export async function textEntry(key: TextKey): Promise<TextEntryDto> {
  const entry = catalogueEntries().find((candidate) => candidate.key === key);
  if (!entry || !isCatalogueKey(key)) throw new DomainError('not-found', 'This text is not on the Texts screen.');
  await connectDb();
  const stored = await TextOverride.find({ key }).lean();
  return withOverrides([entry], stored)[0]!;
}

function withOverrides(entries: TextEntryDto[], stored: readonly StoredOverride[]): TextEntryDto[] {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  for (const override of stored) {
    const entry = byKey.get(override.key);
    if (!entry || !isLocale(override.locale)) continue;
    entry.overrides[override.locale as Locale] = { value: override.value, updatedBy: override.updatedBy ?? '', updatedAt: override.updatedAt.toISOString() };
  }
  return entries;
}
