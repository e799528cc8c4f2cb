// Makes user text a literal inside a regular expression: `(a+)+$` matches those six characters.
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
