'use server';

import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import { CONTACT_FIELDS } from '@/lib/leads/lead-forms';
import { leadSchema, limitLeadsFrom } from '@/lib/server/leads/lead-request';
import { acceptContactLead } from '@/lib/server/leads/store-lead';
import { publicFormAction, type PublicFormTexts } from '@/lib/server/public-action';

async function contactTexts(locale: Locale): Promise<PublicFormTexts> {
  const t = createTranslator({ locale, messages: await loadSiteMessages(locale), namespace: 'Forms.status' });
  return { sent: t('contactSuccess'), failed: t('contactFailure'), unavailable: t('unavailable'), tooMany: t('tooMany') };
}

// The contact form (POST /api/v1/email/contact does the same for outside clients).
export const sendContactMessage = publicFormAction({
  fields: CONTACT_FIELDS,
  jsonFields: ['attribution'],
  schema: (locale) => leadSchema('contact', locale),
  texts: contactTexts,
  limit: limitLeadsFrom,
  run: (input) => acceptContactLead(input),
});
