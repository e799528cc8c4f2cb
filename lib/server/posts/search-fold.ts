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

// A folded text as the search keeps it: its UTF-8 bytes, outside the JavaScript heap (at 10,000
// posts of 3 KB the texts as strings took about 70 MB of npm start's 256 MB heap). UTF-8 is
// self-synchronising, so the bytes of a well-formed needle occur in a text's bytes exactly where
// its characters occur in the text. A text with a lone surrogate has no UTF-8 form and is kept as
// the string. A needle with one (half of an emoji, say) is looked for in the texts decoded again:
// slow, and only for such a needle.
export type StoredText = Buffer | string;
export type Needle = { text: string; bytes: Buffer | null };

export function storedText(folded: string): StoredText {
  if (!folded.isWellFormed()) return folded;
  // Not from Node's shared pool, whose 8 KB slabs fit two 3 KB texts and leave the rest unused.
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(folded, 'utf8'));
  bytes.write(folded, 'utf8');
  return bytes;
}

export function searchNeedle(folded: string): Needle {
  return { text: folded, bytes: folded.isWellFormed() ? Buffer.from(folded, 'utf8') : null };
}

export function holds(text: StoredText, needle: Needle): boolean {
  if (typeof text === 'string') return text.includes(needle.text);
  return needle.bytes ? text.includes(needle.bytes) : text.toString('utf8').includes(needle.text);
}
