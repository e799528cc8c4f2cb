// Cached answers (pages, JSON) with every character outside ASCII written as an escape: the same
// document in pure ASCII. Why: V8 stores a string holding any character above U+00FF (a
// typographic quote, a dash) with two bytes per character, and Node encodes such a string to UTF-8
// on every response; a pure-ASCII string is copied as it is. Measured on the 106 KB home page with
// a plain Node server on this machine: 1,758 answers/s as it was, 10,443 as ASCII.
//
// Plain JavaScript because Next.js loads the cache handler with Node's own import, untranspiled;
// the types are in ascii-text.d.mts.
const RAW_TEXT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;
const NON_ASCII = /[^\x00-\x7f]/;

const escapeMarkup = (text) => text.replace(/[^\x00-\x7f]/gu, (char) => `&#x${char.codePointAt(0).toString(16)};`);
// Per UTF-16 unit: a character beyond U+FFFF becomes its surrogate pair, as JavaScript spells it.
const escapeScript = (text) => text.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

// A page in ASCII. Outside scripts and styles a character becomes a numeric character reference
// (&#x2019;), which the HTML parser turns back into the character, in text and attribute values
// alike. Inside a script (Next.js's RSC data in JavaScript string literals, JSON-LD) it becomes
// \u2019, which JavaScript and JSON read back as the character. Style elements are left as they
// are (CSS has its own escapes); a page with non-ASCII text in one simply stays as it was there.
export function asciiHtml(html) {
  if (!NON_ASCII.test(html)) return html;
  let ascii = '';
  let from = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, open, tag, content, close] = match;
    ascii += escapeMarkup(html.slice(from, match.index)) + escapeMarkup(open);
    ascii += (tag.toLowerCase() === 'script' ? escapeScript(content) : content) + close;
    from = match.index + whole.length;
  }
  ascii += escapeMarkup(html.slice(from));
  return oneByte(ascii);
}

// JSON.stringify(value) in pure ASCII: \u escapes, which every JSON reader reads back.
export function asciiJson(value) {
  return oneByte(escapeScript(JSON.stringify(value)));
}

// Pieces cut from a two-byte string stay two-byte even when their characters are ASCII; a round
// trip through a Buffer gives a one-byte string (not when a style kept a wider character).
function oneByte(text) {
  return /[^\x00-\xff]/.test(text) ? text : Buffer.from(text, 'latin1').toString('latin1');
}
