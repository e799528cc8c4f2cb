// A post's address on the blog, /blog/{slug}: made from its headline, editable by staff. An
// author's (/blog/author/{slug}) and a checklist's are made the same way.
import transliterate from '@sindresorhus/transliterate';

export const SLUG_MAX_LENGTH = 80;
// Addresses under /blog/ that belong to the blog itself, never to a post.
export const RESERVED_SLUGS = new Set(['preview', 'category', 'author', 'page', 'rss', 'search']);

// "Blocked Account für Studierende: Größe & Kosten 2027" → "blocked-account-fuer-studierende-groesse-kosten-2027",
// "Dr. Leyla Aydın" → "dr-leyla-aydin". Letters of any script are transliterated by
// @sindresorhus/transliterate with the German rules (ä → ae, ß → ss; ı → i, ł → l, æ → ae, Cyrillic,
// Vietnamese …); what is left of accents is dropped (é → e); anything else that is not a letter or
// digit separates words. Cut at a word end within SLUG_MAX_LENGTH. NFKC first, so compatibility
// forms (ﬁ, ², Ⓐ) still come out as before the library; existing addresses are stored, never remade.
export function slugify(text: string): string {
  const words = transliterate(text.normalize('NFKC'), { locale: 'de' })
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
