'use server';

import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import { ENQUIRY_FIELDS } from '@/lib/leads/lead-forms';
import { leadSchema, limitLeadsFrom } from '@/lib/server/leads/lead-request';
import { acceptServiceEnquiry } from '@/lib/server/leads/store-lead';
import { publicFormAction, type PublicFormTexts } from '@/lib/server/public-action';

// The dialog's own words for success and failure (Enquiry), the forms' for an outage and a limit.
async function enquiryTexts(locale: Locale): Promise<PublicFormTexts> {
  const messages = await loadSiteMessages(locale);
  const enquiry = createTranslator({ locale, messages, namespace: 'Enquiry' });
  const status = createTranslator({ locale, messages, namespace: 'Forms.status' });
  return { sent: enquiry('success'), failed: enquiry('failure'), unavailable: status('unavailable'), tooMany: status('tooMany') };
}

// A service's enquiry: the dialog of the services pages, a post, the points check and the
// checklists, and the enquiry page of a service (POST /api/v1/email/enquiry does the same for
// outside clients).
export const sendServiceEnquiry = publicFormAction({
  fields: ENQUIRY_FIELDS,
  jsonFields: ['attribution', 'attachment'],
  schema: (locale) => leadSchema('enquiry', locale),
  texts: enquiryTexts,
  limit: limitLeadsFrom,
  run: (input) => acceptServiceEnquiry(input),
});
