import 'server-only';
import mongoose from 'mongoose';
import type { TextEntryDto, TextHistoryEntryDto, TextKey, TextResetInput, TextSaveInput } from '@/lib/texts/text-entry';
import { catalogueDefault } from '@/lib/texts/catalogue';
import type { Locale } from '@/i18n/locales';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { TextOverride, textOverrideId } from '@/models/text-override';
import { TextOverrideRevision } from '@/models/text-override-revision';
import { textEntry } from './queries';

// The firm's wording of the catalogue texts (issue 45): saved over the default, or reset to it.
// Input comes checked (lib/texts/text-check.ts textSaveSchema / textResetSchema). Each change
// writes the value it replaced to the history; the pages are expired by the caller
// (lib/server/texts/pages.ts expireTextPages).
//
// Both engines: a save is one replace by `_id` (upserted), a reset one delete by `_id`, the
// history one insert, then the oldest beyond TEXT_REVISIONS_KEPT deleted by their ids. Two people
// saving the same text at once: the later save stands, and each save's history names the value
// it read before.

// Earlier values kept per text and language.
export const TEXT_REVISIONS_KEPT = 20;

// What a save or reset did: the text's row as it is now, and whether anything changed (a save of
// the same value, or a reset of a text without an override, changes nothing and records nothing).
export type TextChange = { entry: TextEntryDto; changed: boolean };

function defaultOf(key: TextKey, locale: Locale): string {
  const text = catalogueDefault(key, locale);
  if (text === undefined) throw new DomainError('not-found', 'This text is not on the Texts screen.');
  return text;
}

export async function saveTextOverride(input: TextSaveInput, byName: string, now = new Date()): Promise<TextChange> {
  const fallback = defaultOf(input.key, input.locale);
  await connectDb();
  const _id = textOverrideId(input.locale, input.key);
  const before = await TextOverride.findById(_id).lean();
  if (before?.value === input.value) return { entry: await textEntry(input.key), changed: false };
  await TextOverride.replaceOne({ _id }, { _id, locale: input.locale, key: input.key, value: input.value, updatedBy: byName, updatedAt: now }, { upsert: true });
  await recordHistory(input.key, input.locale, before ? { value: before.value, wasDefault: false } : { value: fallback, wasDefault: true }, byName, now);
  return { entry: await textEntry(input.key), changed: true };
}

// Removes the override: the pages show the catalogue's text again.
export async function resetTextOverride(input: TextResetInput, byName: string, now = new Date()): Promise<TextChange> {
  defaultOf(input.key, input.locale);
  await connectDb();
  const _id = textOverrideId(input.locale, input.key);
  const before = await TextOverride.findById(_id).lean();
  if (!before) return { entry: await textEntry(input.key), changed: false };
  await TextOverride.deleteOne({ _id });
  await recordHistory(input.key, input.locale, { value: before.value, wasDefault: false }, byName, now);
  return { entry: await textEntry(input.key), changed: true };
}

// The override is already written: a history that fails is logged, never undoes it. The watch of
// the other instances reads the newest history entry, so its write comes after the change.
async function recordHistory(key: TextKey, locale: Locale, replaced: { value: string; wasDefault: boolean }, replacedBy: string, replacedAt: Date): Promise<void> {
  try {
    await TextOverrideRevision.create({ key, locale, ...replaced, replacedBy, replacedAt });
    const old = await TextOverrideRevision.find({ key, locale }).sort({ replacedAt: -1, _id: -1 }).skip(TEXT_REVISIONS_KEPT).select('_id').lean();
    if (old.length) await TextOverrideRevision.deleteMany({ _id: mongoose.trusted({ $in: old.map((revision) => revision._id) }) });
  } catch (error) {
    console.error(`[texts] could not record the history of ${locale}:${key}:`, error);
  }
}

// The earlier values of a text in every language, newest first.
export async function textHistory(key: TextKey): Promise<TextHistoryEntryDto[]> {
  await connectDb();
  const revisions = await TextOverrideRevision.find({ key }).sort({ replacedAt: -1, _id: -1 }).lean();
  return revisions.map((revision) => ({
    locale: revision.locale as Locale,
    value: revision.value,
    replacedBy: revision.replacedBy ?? '',
    replacedAt: revision.replacedAt.toISOString(),
    wasDefault: revision.wasDefault ?? false,
  }));
}
