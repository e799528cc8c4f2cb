// The Contact page's structure (SPEC section 2). Its words are in the catalogues
// (messages/<locale>/Contact.json, the form's in Forms.json); phone, e-mail and chat number come
// from lib/site.ts.

// Where the closing band's main button goes (an English address, localized by the page).
export const CONTACT_CTA_HREF = '/services';

// "English", "English and German", "English, German and Arabic": `and` is the page language's word.
export function joinWords(words: string[], and: string): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}
