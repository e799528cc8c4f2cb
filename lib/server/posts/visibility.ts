import 'server-only';
import mongoose, { type QueryFilter } from 'mongoose';
import type { PostFields } from '@/models/post';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// What the public may see: posts that are not drafts and whose publish time has come. Posts
// stored before statuses existed have neither field and are public. Every public read (pages,
// list, API, RSS, sitemap, related posts, counts, views and likes) filters with this.
// sanitizeFilter neutralises operators in filters unless they are marked as our own.
export function publicPostFilter(now = new Date()): QueryFilter<PostFields> {
  return {
    status: mongoose.trusted({ $ne: 'draft' as const }),
    $or: [{ publishAt: mongoose.trusted({ $lte: now }) }, { publishAt: mongoose.trusted({ $exists: false }) }],
  };
}

// The posts of one language. A post stored before languages existed has no `locale` until start-up
// gives it one (publication-clock.ts) and is English meanwhile: `null` matches a missing field on
// MongoDB and FerretDB alike.
export function inLanguage(locale: Locale): QueryFilter<PostFields> {
  const values = locale === DEFAULT_LOCALE ? [locale, null] : [locale];
  return { locale: mongoose.trusted({ $in: values }) };
}
