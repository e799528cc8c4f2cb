import 'server-only';
import mongoose from 'mongoose';
import { DomainError } from '@/lib/server/errors';
import { firstFreeSlug } from '@/lib/server/slug-addresses';
import type { Locale } from '@/i18n/locales';
import { Post } from '@/models/post';
import { inLanguage } from './visibility';

export const SLUG_TAKEN = 'This address is already used by another post in this language';

// Taken: the current or an earlier address of another post of the same language (earlier ones
// keep redirecting). Addresses are per language: /blog/x and /de/blog/x are two addresses.
export async function slugTaken(slug: string, locale: Locale, ownId?: string): Promise<boolean> {
  const others = ownId ? { _id: mongoose.trusted({ $ne: new mongoose.Types.ObjectId(ownId) }) } : {};
  return Boolean(await Post.exists({ ...others, ...inLanguage(locale), $or: [{ slug }, { oldSlugs: slug }] }));
}

// The slug itself when free, else the first free one of slug-2, slug-3, …
export function freeSlugFrom(base: string, locale: Locale, ownId?: string): Promise<string> {
  return firstFreeSlug(base, (candidate) => slugTaken(candidate, locale, ownId));
}

// A slug staff typed must be free: it is never changed behind their back.
export async function requireFreeSlug(slug: string, locale: Locale, ownId?: string): Promise<void> {
  if (await slugTaken(slug, locale, ownId)) throw new DomainError('invalid', 'Please correct the highlighted fields', { slug: [SLUG_TAKEN] });
}


// The addresses after a change of slug: the old one is kept so it keeps redirecting.
export function addressesAfter(existing: { slug?: string | null; oldSlugs?: string[] | null }, slug: string) {
  const old = (existing.oldSlugs ?? []).filter((earlier) => earlier !== slug);
  if (existing.slug && existing.slug !== slug && !old.includes(existing.slug)) old.push(existing.slug);
  return { slug, oldSlugs: old };
}
