// Preview texts of SPEC section 9: 200 characters for featured and detail summaries, 150 for cards.
export const PREVIEW_LENGTH = { featured: 200, detail: 200, card: 150 } as const;

// How much of a post's plain text its DTO carries for previews: more than the longest preview
// looks at (max + 1), so a preview of the excerpt is the preview of the whole text.
export const EXCERPT_LENGTH = 400;

const ELLIPSIS = '...';

// Cuts `text` to at most `max` characters (plus an ellipsis): at a sentence end when one falls
// past 70 % of max, else at a word end past 80 %, else hard at max. Whitespace runs (paragraph
// breaks included) become single spaces first, since a preview is one line of text.
export function previewText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);

  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  // A sentence that ends exactly at the cut has its punctuation as the last character.
  const endsAtCut = /[.!?]$/.test(cut) && flat[max] === ' ' ? max - 1 : -1;
  const sentence = Math.max(sentenceEnd, endsAtCut);
  if (sentence + 1 > max * 0.7) return `${cut.slice(0, sentence + 1)}${ELLIPSIS}`;

  const wordEnd = flat[max] === ' ' ? max : cut.lastIndexOf(' ');
  if (wordEnd > max * 0.8) return `${cut.slice(0, wordEnd).trimEnd()}${ELLIPSIS}`;

  return `${cut}${ELLIPSIS}`;
}
