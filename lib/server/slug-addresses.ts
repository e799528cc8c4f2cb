import 'server-only';
import { SLUG_MAX_LENGTH } from '@/lib/fields/slug';

// Addresses made of slugs (posts, authors): the first free one from a base, and a save retried
// when a parallel save took the same one first.

// `base` itself when free, else the first free one of base-2, base-3, …
export async function firstFreeSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}

// Two saves that chose the same free slug at once: the unique index refuses the second.
export function isSlugConflict(error: unknown): boolean {
  const duplicate = error as { code?: unknown; keyPattern?: Record<string, unknown>; message?: string } | null;
  return duplicate?.code === 11000 && (Boolean(duplicate.keyPattern?.slug) || /slug/.test(duplicate.message ?? ''));
}

// Runs `save` again (it chooses its slug afresh) when it lost such a race; three tries at most.
export async function withFreeSlug<T>(save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save();
    } catch (error) {
      if (!isSlugConflict(error) || attempt === 3) throw error;
    }
  }
}
