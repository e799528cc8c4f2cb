// Next.js's own page cache (memory, and the build's prerendered files), with two additions for
// every page it holds, made once per cached page: when Next.js stores a page it has just rendered
// (its first response already has them), and when a page prerendered at build time is first read.
// - A Content-Security-Policy naming the SHA-256 of that page's inline scripts. Prerendered and
//   regenerated (ISR) pages cannot carry a nonce, since one HTML answers many requests, and
//   'unsafe-inline' would let an injected script run.
// - The HTML in pure ASCII (ascii-text.mjs: the same document, several times cheaper to send).
// Loaded by `next start` through `cacheHandler` in next.config.ts; plain JavaScript for that reason.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { hashPolicy } from '../../lib/content-security-policy.mjs';
import { asciiHtml } from './ascii-text.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const HEADER = 'content-security-policy';

function prepare(value) {
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && !value.headers?.[HEADER]) {
    // In place: the entry Next.js is about to send (or keeps in memory) is this same object.
    // The hashes are of the scripts as sent, so after the escaping.
    value.html = asciiHtml(value.html);
    value.headers = { ...value.headers, [HEADER]: hashPolicy(value.html) };
  }
  return value;
}

export default class PageCspCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry) prepare(entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    prepare(data);
    return super.set(key, data, ctx);
  }
}
