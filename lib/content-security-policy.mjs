// Content-Security-Policy of the HTML pages. Scripts run only from this origin and, inline, only
// when the policy names them: by a per-request nonce on pages rendered per request (proxy.ts), by
// the SHA-256 of each inline script on pages served from the page cache, prerendered or
// regenerated (platform/page-cache/page-cache-handler.mjs). No 'unsafe-inline' or 'unsafe-eval' for
// scripts, so text typed by strangers (enquiries, posts) cannot run as script even if it ever
// reached the HTML unescaped.
//
// Plain JavaScript because Next.js loads the cache handler with Node's own import, untranspiled;
// the types are in content-security-policy.d.mts.
import { createHash } from 'node:crypto';

// Styles keep 'unsafe-inline': React style attributes, chart.js and the toast library write inline
// styles, and a style cannot run code.
const OTHER_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

function pagePolicy(scriptSources) {
  return [["script-src 'self'", ...scriptSources].join(' '), ...OTHER_DIRECTIVES].join('; ');
}

// No 'strict-dynamic': the chunks Next.js loads later come from this origin ('self'), and without
// it even a script created by a running script must carry the nonce. React's development build
// evaluates code for its error overlay, so `next dev` alone also allows eval.
export function noncePolicy(nonce, development = false) {
  return pagePolicy([`'nonce-${nonce}'`, ...(development ? ["'unsafe-eval'"] : [])]);
}

// The policy for a page whose HTML is fixed: its own inline scripts by hash.
export function hashPolicy(html) {
  return pagePolicy(inlineScriptHashes(html).map((hash) => `'sha256-${hash}'`));
}

// Script types a browser runs; anything else (application/ld+json, …) is a data block that CSP
// does not govern.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

// The base64 SHA-256 of each inline script a browser would run, over the exact text between the
// tags (the form CSP hashes), in document order, without duplicates.
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64'));
  }
  return [...hashes];
}

// JSON answers never render as a page; nothing may load, nothing may frame them.
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

// Uploaded files are served as they are: no scripts, no styles, no framing, even if a browser
// were tricked into rendering one as a page.
export const UPLOAD_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
