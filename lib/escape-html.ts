// Text written into HTML (a mail's HTML part, a short page): the five characters that could end
// an element or an attribute, as numeric references.
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
