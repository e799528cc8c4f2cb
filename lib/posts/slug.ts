// A post's address on the blog, /blog/{slug}: made from its headline, editable by staff.

export const SLUG_MAX_LENGTH = 80;
// Addresses under /blog/ that belong to the blog itself, never to a post.
export const RESERVED_SLUGS = new Set(['preview', 'category', 'author', 'page', 'rss', 'search']);

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue', ß: 'ss', ẞ: 'ss' };

// "Blocked Account für Studierende: Größe & Kosten 2027" → "blocked-account-fuer-studierende-groesse-kosten-2027".
// German letters are transliterated the German way; other accents are dropped (é → e); anything
// else that is not a letter or digit separates words. Cut at a word end within SLUG_MAX_LENGTH.
export function slugify(text: string): string {
  const words = text
    .replace(/[äöüÄÖÜßẞ]/g, (letter) => GERMAN[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, SLUG_MAX_LENGTH) || '';
}

// A post id (24 hex digits) as an address means the id, so no slug may look like one.
const LOOKS_LIKE_ID = /^[0-9a-f]{24}$/;

// What makes a slug usable: not empty, not reserved, not shaped like an id.
export function slugProblem(slug: string): string | null {
  if (!slug) return 'The address needs at least one letter or digit';
  if (RESERVED_SLUGS.has(slug)) return `"${slug}" is used by the blog itself; choose another address`;
  if (LOOKS_LIKE_ID.test(slug)) return 'The address cannot be 24 letters and digits like a post id';
  return null;
}

// The headline's slug made usable: a reserved or id-like one gets "-post" added.
export function slugFromHeadline(headline: string): string {
  const slug = slugify(headline) || 'post';
  return slugProblem(slug) ? `${slug.slice(0, SLUG_MAX_LENGTH - 5)}-post` : slug;
}
