import type { TextKey } from './text-entry';

// The catalogue of a language with the firm's wording over it (issue 45): each override replaces
// the text at its key ('Home.hero.heading'). Only the objects on an override's path are copied,
// so the catalogue itself is never changed and a language without overrides is answered as it is.
// A key that is not a text of the catalogue (it left it, or names a whole section) is ignored:
// the catalogue stays the source of keys.
export function withTextOverrides<M>(messages: M, overrides: Iterable<readonly [TextKey, string]>): M {
  let merged = messages as unknown as Record<string, unknown>;
  for (const [key, value] of overrides) {
    const parts = key.split('.');
    if (typeof readPath(merged, parts) !== 'string') continue;
    merged = replaceAt(merged, parts, value);
  }
  return merged as unknown as M;
}

function readPath(value: unknown, parts: string[]): unknown {
  let current = value;
  for (const part of parts) {
    if (!current || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function replaceAt(node: Record<string, unknown>, [part, ...rest]: string[], value: string): Record<string, unknown> {
  const key = part!;
  return { ...node, [key]: rest.length === 0 ? value : replaceAt(node[key] as Record<string, unknown>, rest, value) };
}
