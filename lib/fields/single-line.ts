import { z } from 'zod';

// Any Unicode control character (category Cc: the C0 range with CR, LF and TAB, DEL, the C1
// range) and the line and paragraph separators. None belongs in a one-line field: a name or a
// subject ends up in mail bodies and headers, where a line break would start a line of its own
// ("Hello Evil\nBcc: …").
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

export function isSingleLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

export function singleLineMessage(label: string): string {
  return `${label} must be one line, without line breaks, tabs or other control characters`;
}

// The one rule for every single-line text field of every schema, added to its own checks (so
// each keeps its messages for required, length and form): `singleLine(z.string().trim()…, 'Name')`.
export function singleLine(schema: z.ZodString, label: string): z.ZodString {
  return schema.refine(isSingleLine, { error: singleLineMessage(label) });
}
