// Content-Security-Policy of the HTML pages. Scripts run only from this origin and, inline, only
// when the policy names them: by a per-request nonce on pages rendered per request (proxy.ts), by
// the SHA-256 of each inline script on pages prerendered at build time (scripts/add-csp-hashes.ts).
// No 'unsafe-inline' or 'unsafe-eval' for scripts, so text typed by strangers (enquiries, posts)
// cannot run as script even if it ever reached the HTML unescaped.
//
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

function pagePolicy(scriptSources: string[]): string {
  return [`script-src 'self' ${scriptSources.join(' ')}`.trim(), ...OTHER_DIRECTIVES].join('; ');
}

// No 'strict-dynamic': the chunks Next.js loads later come from this origin ('self'), and without
// it even a script created by a running script must carry the nonce. React's development build
// evaluates code for its error overlay, so `next dev` alone also allows eval.
export function noncePolicy(nonce: string, development = false): string {
  return pagePolicy([`'nonce-${nonce}'`, ...(development ? ["'unsafe-eval'"] : [])]);
}

// `hashes` are base64 SHA-256 digests of the page's inline scripts, exactly as they appear in the HTML.
export function hashPolicy(hashes: string[]): string {
  return pagePolicy(hashes.map((hash) => `'sha256-${hash}'`));
}

// JSON answers never render as a page; nothing may load, nothing may frame them.
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

// Uploaded files are served as they are: no scripts, no styles, no framing, even if a browser
// were tricked into rendering one as a page.
export const UPLOAD_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
