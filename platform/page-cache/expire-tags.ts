// Expires cache tags in this process's page cache from code that runs outside a request (the
// publication clock), where Next's revalidateTag cannot be called: it needs the request's own
// store ("static generation store missing"). The handler (page-cache-handler.mjs) is loaded by
// Next.js with Node's import while this file is bundled with the app, so the two cannot share a
// module; the handler leaves its expiry function on globalThis under this key.
// What breaks it: a Next.js that stops loading `cacheHandler` in the server process. Caught by
// e2e/post-publishing.spec.ts (a scheduled post shows up on the cached /blog at its time).
export const EXPIRE_TAGS_KEY = Symbol.for('consultancy.page-cache.expire-tags');

type Holder = typeof globalThis & { [EXPIRE_TAGS_KEY]?: (tags: string[]) => void };

// False when no page cache is installed (next dev, tests): nothing is cached to expire.
export function expireCachedTags(tags: string[]): boolean {
  const expire = (globalThis as Holder)[EXPIRE_TAGS_KEY];
  if (!expire) return false;
  expire(tags);
  return true;
}
