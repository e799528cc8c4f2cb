// The blog search's case rule, written out so a search can be a plain substring test over texts
// folded once, instead of a case-insensitive regular expression run over every text again.
// It is ECMAScript's own rule for a pattern with the `i` flag and without `u` (Canonicalize in
// the specification): each UTF-16 unit is compared as its upper case when that is one unit, and
// a unit from outside ASCII never becomes an ASCII one. So for a literal `q`,
// `new RegExp(escapeRegex(q), 'i').test(text)` is `foldForSearch(text).includes(foldForSearch(q))`
// (search-fold.test.ts checks it over every unit).
let table: Uint16Array | null = null;

function foldTable(): Uint16Array {
  if (table) return table;
  table = new Uint16Array(0x10000);
  for (let unit = 0; unit < 0x10000; unit += 1) {
    const upper = String.fromCharCode(unit).toUpperCase();
    const folded = upper.length === 1 ? upper.charCodeAt(0) : unit;
    table[unit] = unit >= 128 && folded < 128 ? unit : folded;
  }
  return table;
}

const CHUNK = 8192;

export function foldForSearch(text: string): string {
  const fold = foldTable();
  const parts: string[] = [];
  const units = new Uint16Array(Math.min(text.length, CHUNK));
  for (let start = 0; start < text.length; start += CHUNK) {
    const length = Math.min(CHUNK, text.length - start);
    for (let offset = 0; offset < length; offset += 1) units[offset] = fold[text.charCodeAt(start + offset)]!;
    parts.push(String.fromCharCode(...units.subarray(0, length)));
  }
  return parts.join('');
}
