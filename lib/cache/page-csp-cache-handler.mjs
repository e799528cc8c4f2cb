// Next.js's own page cache (memory, and the build's prerendered files), with one addition: every
// page it holds gets a Content-Security-Policy naming the SHA-256 of that page's inline scripts.
// Prerendered and regenerated (ISR) pages cannot carry a nonce, since one HTML answers many
// requests, and 'unsafe-inline' would let an injected script run. The hashes are computed once per
// cached page: when Next.js stores a page it has just rendered (its first response already
// carries the header), and when a page prerendered at build time is first read.
// Loaded by `next start` through `cacheHandler` in next.config.ts; plain JavaScript for that reason.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { hashPolicy } from '../content-security-policy.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const HEADER = 'content-security-policy';

function withPolicy(value) {
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && !value.headers?.[HEADER]) {
    // In place: the entry Next.js is about to send (or keeps in memory) is this same object.
    value.headers = { ...value.headers, [HEADER]: hashPolicy(value.html) };
  }
  return value;
}

export default class PageCspCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry) withPolicy(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    withPolicy(data);
    return super.set(key, data, ctx);
  }
}
