// Headers every response carries (next.config.ts applies them). The Content-Security-Policy is
// not among them: pages get their own (lib/content-security-policy.ts), and a second CSP header
// here would be enforced on top of it.
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  // Header name → value: the shape Next's headers() config takes is built from it below.
  const values: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  const headers = Object.entries(values).map(([key, value]) => ({ key, value }));
  // Browsers ignore HSTS over plain HTTP; in production the site is served over HTTPS.
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
