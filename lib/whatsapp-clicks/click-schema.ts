import { z } from 'zod';
import { WHATSAPP_PAGE_MAX } from './report';

// What a WhatsApp button reports when it is clicked (POST /api/v1/whatsapp-clicks): the page it was
// on and, from the enquiry dialog, the service. Nothing about the visitor; unknown fields are
// refused, so nothing else can be slipped in.

// A path of the public site: /, /services, /blog/some-post. Percent-escapes allowed, no query,
// fragment, "//" or dot segments, and none of the back office's or the API's addresses.
// Segments are separated by exactly one slash and a dot only joins characters, so the pattern has
// one way to match (no backtracking blow-up on long input).
const SEGMENT = "[A-Za-z0-9\\-_~%!$&'()*+,;=:@]+(?:\\.[A-Za-z0-9\\-_~%!$&'()*+,;=:@]+)*";
const PATH_PATTERN = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?$`);
// (A staff preview of a post, /blog/preview/…, is not a visitor's chat either.)
const NOT_PUBLIC = /^\/(?:admin|api|login|invitation|reset-password|blog\/preview)(?:\/|$)/;

const page = z
  .string('page is required')
  .max(WHATSAPP_PAGE_MAX, `page must be at most ${WHATSAPP_PAGE_MAX} characters`)
  .regex(PATH_PATTERN, 'page must be a path on this site, like /services')
  .refine((path) => !NOT_PUBLIC.test(path), 'page must be a page of the public site')
  // One address, one row: /services/ is /services.
  .transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path));

// The service must be one the site's buttons send. Administrators rename offerings
// (/admin/services), so the route passes the names as stored (knownServiceNames).
export function whatsAppClickSchemaFor(known: ReadonlySet<string>) {
  const service = z
    .string('service must be text')
    .refine((name) => name === '' || known.has(name), 'service must be one of the services on /services, or empty')
    .optional()
    .transform((name) => name || null);
  return z.strictObject({ page, service });
}

export type WhatsAppClickInput = z.input<ReturnType<typeof whatsAppClickSchemaFor>>;
export type WhatsAppClick = z.output<ReturnType<typeof whatsAppClickSchemaFor>>;
