import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import { leadFormMessages } from '@/lib/leads/form-messages';
import { leadLocale } from '@/lib/leads/lead-locale';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { ApiError, fieldErrors, readJson } from '@/lib/server/http';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { contactLeadSchema, serviceEnquirySchema } from '@/lib/enquiries/enquiry';

// The guard every lead path shares (the two endpoints, the forms' Server Actions): submissions per
// minute per client address, one count for all of them.
export async function limitLeadsFrom(address: string): Promise<void> {
  await hitRateLimit({ name: 'lead', limit: getEnv().LEAD_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }, address);
}

export async function limitLeadSubmissions(request: Request): Promise<void> {
  await limitLeadsFrom(clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT));
}

// A lead form's schema with its messages in `locale` (the forms' Server Actions).
export async function leadSchema<K extends LeadKind>(kind: K, locale: Locale): Promise<ReturnType<(typeof SCHEMAS)[K]>> {
  return SCHEMAS[kind](leadFormMessages(locale, await loadSiteMessages(locale))) as ReturnType<(typeof SCHEMAS)[K]>;
}

const SCHEMAS = { contact: contactLeadSchema, enquiry: serviceEnquirySchema };
type LeadKind = keyof typeof SCHEMAS;

// The page's language a body names, for its error texts: English when it names none or one the
// site does not publish (that body is refused for it, in English).
function bodyLocale(body: unknown): Locale {
  return leadLocale(body && typeof body === 'object' ? (body as { locale?: unknown }).locale : undefined);
}

// A lead request's body, checked by its form's schema with the field errors in the language of
// the page it came from (400 `{ success: false, message, errors }` otherwise, as readJson answers).
export async function readLead<K extends LeadKind>(request: Request, kind: K): Promise<z.infer<ReturnType<(typeof SCHEMAS)[K]>>> {
  const body = await readJson(request, z.unknown());
  const locale = bodyLocale(body);
  const schema = SCHEMAS[kind](leadFormMessages(locale, await loadSiteMessages(locale)));
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'Validation failed', fieldErrors(parsed.error));
  return parsed.data as z.infer<ReturnType<(typeof SCHEMAS)[K]>>;
}
