// The pseudo-locale's text: each catalogue string with its letters accented and a third longer,
// between brackets, so a page in it shows at a glance any text that does not come from a
// catalogue (e2e/pseudo-locale.spec.ts), and layouts get room-for-German lengths. ICU arguments
// and tags ({name}, {count, plural, …}, <b>) are kept as they are.
const ACCENTED: Record<string, string> = {
  a: 'à', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'À', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

// Letters outside ICU syntax: {…} arguments (with nested plural texts accented) and <tag>s stay.
export function accent(text: string): string {
  let out = '';
  let depth = 0;
  let inTag = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '<') inTag = true;
    if (char === '{') depth++;
    if (char === '}') depth--;
    // Inside an argument only the plural/select texts ({count, plural, one {…} other {…}}) are text.
    const isText = !inTag && (depth === 0 || (depth >= 2 && text.lastIndexOf('{', i) > text.lastIndexOf('}', i) && char !== '{'));
    out += isText ? (ACCENTED[char] ?? char) : char;
    if (char === '>') inTag = false;
  }
  return out;
}

export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const padding = '~'.repeat(Math.max(1, Math.round(text.length * 0.3)));
  return `[${accent(text)} ${padding}]`;
}

export function pseudoLocalize(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value);
  if (Array.isArray(value)) return value.map(pseudoLocalize);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pseudoLocalize(inner)]));
  return value;
}
