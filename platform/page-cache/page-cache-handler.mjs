// The page cache of `next start` (ISR pages and the `unstable_cache` data cache), written against
// Next.js's documented cache-handler interface (next.config.ts `cacheHandler`: a class with get,
// set, revalidateTag and resetRequestCache) and nothing private. Two additions for every App Router
// page it holds, made once when the page is stored (the response that rendered it already has them):
// - A Content-Security-Policy naming the SHA-256 of that page's inline scripts. Cached pages
//   cannot carry a nonce, since one HTML answers many requests, and 'unsafe-inline' would let an
//   injected script run.
// - The HTML in pure ASCII (ascii-text.mjs: the same document, several times cheaper to send).
//
// Why not Next's own file-system cache: adding the two would mean subclassing a private module
// (next/dist/.../file-system-cache.js), which any Next.js upgrade may change silently. What that
// cache did beyond this one: read the HTML prerendered by `next build` from .next/server. With a
// custom handler Next.js renders a prerendered page again on its first request after a start and
// stores it here; the pages it prerenders need no database, or fall back to built-in copy without
// one (the services, lib/server/services/cached.ts), so this holds during an outage too
// (e2e/database-outage.spec.ts).
//
// Per process and in memory, like Next's default: each instance has its own copy (deploy/), bounded
// by `cacheMaxMemorySize` (Next's default 50 MB), least recently used out first.
// What breaks it: a Next.js release that changes the documented interface, or the shape of a
// cached page (kind 'APP_PAGE' with `html` and `headers`; tags in `x-next-cache-tags`).
// Caught by: platform/page-cache/page-cache-handler.test.ts (store, tags, bound), e2e/csp.spec.ts
// (hashes and ASCII on every cached page), e2e/admin-posts.spec.ts and e2e/blog.spec.ts (a write
// shows at once), e2e/two-instances.spec.ts.
// Plain JavaScript: Next.js loads it with Node's own import, untranspiled.
import { hashPolicy } from '../../lib/content-security-policy.mjs';
import { asciiHtml } from './ascii-text.mjs';

const CSP_HEADER = 'content-security-policy';
const TAGS_HEADER = 'x-next-cache-tags';
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

// Adds the policy and the ASCII text to a page, in place: when Next.js stores a page it has just
// rendered, it sends this same object. The hashes are of the scripts as sent, after the escaping.
export function preparePage(value) {
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && !value.headers?.[CSP_HEADER]) {
    value.html = asciiHtml(value.html);
    value.headers = { ...value.headers, [CSP_HEADER]: hashPolicy(value.html) };
  }
  return value;
}

// The tags an entry answers to: a page's or route's own (in its headers, implicit path tags
// included), a data-cache entry's from the call that stored it.
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string' && header) return header.split(',');
  return Array.isArray(ctx?.tags) ? ctx.tags : [];
}

// Roughly the bytes an entry holds; enough to bound the store.
function sizeOf(value) {
  if (!value) return 64;
  if (value.kind === 'APP_PAGE') {
    let size = (value.html?.length ?? 0) + (value.rscData?.length ?? 0);
    for (const segment of value.segmentData?.values?.() ?? []) size += segment.length ?? 0;
    return size + 1024;
  }
  // A route's answer (the sitemap's files): its body is a Buffer, which JSON would write out
  // number by number, several times its size.
  if (value.kind === 'APP_ROUTE') return (value.body?.length ?? 0) + 1024;
  try {
    return JSON.stringify(value).length;
  } catch {
    return 1024 * 1024;
  }
}

// The store itself, apart from Next.js, so it can be tested alone.
export function createPageStore(maxBytes = DEFAULT_MAX_BYTES, clock = Date.now) {
  const entries = new Map();
  const revalidatedAt = new Map();
  let bytes = 0;

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  const isRevalidated = (tags, since) => tags.some((tag) => (revalidatedAt.get(tag) ?? -Infinity) >= since);

  return {
    get(key, softTags = []) {
      const entry = entries.get(key);
      if (!entry) return null;
      // A page's implicit path tags come as soft tags when a data-cache entry is read while it renders.
      if (isRevalidated(entry.tags, entry.lastModified) || isRevalidated(softTags, entry.lastModified)) {
        drop(key);
        return null;
      }
      // Most recently used last in the Map's order.
      entries.delete(key);
      entries.set(key, entry);
      return { value: entry.value, lastModified: entry.lastModified };
    },
    set(key, value, tags) {
      drop(key);
      const size = sizeOf(value);
      if (size > maxBytes) return;
      entries.set(key, { value, tags, lastModified: clock(), size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    revalidate(tags) {
      const now = clock();
      for (const tag of tags) revalidatedAt.set(tag, now);
      for (const [key, entry] of entries) if (isRevalidated(entry.tags, entry.lastModified)) drop(key);
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

// One store per process: Next.js may construct the handler more than once.
let store;

// How code outside a request expires tags (expire-tags.ts says why and who does).
const EXPIRE_TAGS_KEY = Symbol.for('consultancy.page-cache.expire-tags');

export default class PageCacheHandler {
  constructor(options = {}) {
    store ??= createPageStore(options.maxMemoryCacheSize || DEFAULT_MAX_BYTES);
    globalThis[EXPIRE_TAGS_KEY] ??= (tags) => store.revalidate(tags);
  }

  async get(key, ctx) {
    return store.get(key, Array.isArray(ctx?.softTags) ? ctx.softTags : []);
  }

  async set(key, data, ctx) {
    preparePage(data);
    store.set(key, data, tagsOf(data, ctx));
  }

  // Any revalidation expires the entries at once (Next 16 may pass stale/expire durations as a
  // second argument; the posts' writes ask for expire: 0, lib/server/posts/cached.ts).
  async revalidateTag(tags) {
    store.revalidate(typeof tags === 'string' ? [tags] : [...(tags ?? [])]);
  }

  resetRequestCache() {}
}
