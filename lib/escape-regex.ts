// Makes user text a literal inside a regular expression: `(a+)+$` matches those six characters.
// A NUL byte is written as the escape \x00, because BSON refuses a pattern that contains one.
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\0/g, '\\x00');
}
