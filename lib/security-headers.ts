// Headers every response carries (next.config.ts applies them). The script-src part of the
// Content-Security-Policy is still to come (issue 7); frame-ancestors already forbids framing.
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ];
  // Browsers ignore HSTS over plain HTTP; in production the site is served over HTTPS.
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}

// Uploaded files are served as they are: no scripts, no styles, no framing, even if a browser
// were tricked into rendering one as a page. Applied after the general headers, so it wins.
export const UPLOAD_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
