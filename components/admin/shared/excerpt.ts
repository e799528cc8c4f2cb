// Excerpt lengths of the admin post list (SPEC section 9).
export const LIST_EXCERPT_LENGTH = 80;
export const SUMMARY_COLUMN_LENGTH = 10;

const ELLIPSIS = '...';

// Code points, not UTF-16 units, so a cut never splits an emoji or other astral character.
function firstChars(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

// A table cell is one line: line breaks and whitespace runs become single spaces first.
function flatten(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// The summary under a headline: at most `max` characters, with an ellipsis only when something was cut.
export function listExcerpt(text: string, max = LIST_EXCERPT_LENGTH): string {
  const flat = flatten(text);
  if (Array.from(flat).length <= max) return flat;
  return `${firstChars(flat, max).trimEnd()}${ELLIPSIS}`;
}

// The Summary column: the first characters and always an ellipsis, as SPEC describes it.
export function summaryStart(text: string, count = SUMMARY_COLUMN_LENGTH): string {
  return `${firstChars(flatten(text), count)}${ELLIPSIS}`;
}
