'use server';

import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import { LINK_TOKEN_PATTERN } from '@/lib/newsletter/newsletter';
import type { LinkOutcome } from '@/lib/newsletter/link-outcome';
import { confirmSubscription } from '@/lib/server/newsletter/confirm';
import { limitNewsletterFrom } from '@/lib/server/newsletter/newsletter-request';
import { newsletterSettings } from '@/lib/server/newsletter/settings';
import { subscribe } from '@/lib/server/newsletter/subscribe';
import { unsubscribe } from '@/lib/server/newsletter/unsubscribe';
import { publicButtonAction, publicFormAction, type PublicFormTexts } from '@/lib/server/public-action';
import { subscribeFormSchema } from '@/lib/newsletter/subscribe-request';

// The newsletter's public forms (issue 30), on the public action wrapper: the subscription box and
// the buttons of the pages a mail's links open. The one route left, POST
// /api/v1/newsletter/unsubscribe, takes the mail programs' RFC 8058 one-click POST.

async function boxMessages(locale: Locale) {
  return createTranslator({ locale, messages: await loadSiteMessages(locale), namespace: 'Newsletter' });
}

// `failed` here is a refusal by the server (its reasons are at the fields); the box's own `failed`
// text is for a server it could not reach.
async function boxTexts(locale: Locale): Promise<PublicFormTexts> {
  const t = await boxMessages(locale);
  const forms = createTranslator({ locale, messages: await loadSiteMessages(locale), namespace: 'Forms.status' });
  return { sent: t('box.sent'), failed: t('box.refused'), unavailable: forms('unavailable'), tooMany: t('box.tooMany') };
}

// The path of the page the form was sent from (the dashboard counts subscriptions per page): the
// request's Referer, which the browser sends for a form posted with or without scripts (the site's
// policy is strict-origin-when-cross-origin). Without one, the home page.
function pageOf(headers: Headers): string {
  try {
    const path = new URL(headers.get('referer') ?? '').pathname;
    return /^\/(?!\/)[^?#\s]{0,299}$/.test(path) ? path : '/';
  } catch {
    return '/';
  }
}

// The subscription box: the first step of the double opt-in. The same answer whether the address
// is new, pending, confirmed or unsubscribed.
export const subscribeToNewsletter = publicFormAction({
  fields: ['email', 'consent'],
  schema: async (locale) => {
    const t = await boxMessages(locale);
    return subscribeFormSchema({ emailInvalid: t('box.emailInvalid'), consentRequired: t('box.consentRequired') });
  },
  texts: boxTexts,
  limit: limitNewsletterFrom,
  run: async (input, { locale, headers, clientAddress }) => {
    // Switched off after the page was shown: nothing stored, nothing sent. Read from the database,
    // not a cache, so switching off counts at once.
    if (!(await newsletterSettings()).enabled) return { refused: (await boxMessages(locale))('answers.unavailable') };
    await subscribe({ ...input, page: pageOf(headers) }, { ip: clientAddress, userAgent: headers.get('user-agent') ?? '' });
  },
});

// The token of a link page's form: a malformed one names nobody.
function linkToken(form: FormData): string | null {
  const token = form.get('token');
  return typeof token === 'string' && LINK_TOKEN_PATTERN.test(token) ? token : null;
}

// The confirmation page's button: confirms once; a used or expired link is gone.
export const confirmNewsletter = publicButtonAction<LinkOutcome>({
  limit: limitNewsletterFrom,
  failed: 'failed',
  run: async (form, { clientAddress }) => {
    const token = linkToken(form);
    if (!token) return 'invalid';
    const outcome = await confirmSubscription(token, clientAddress);
    if (outcome.ok) return 'done';
    return outcome.reason === 'invalid' ? 'invalid' : 'gone';
  },
});

// The unsubscribe page's button: done again for a link already used (nothing to undo).
export const unsubscribeFromNewsletter = publicButtonAction<LinkOutcome>({
  limit: limitNewsletterFrom,
  failed: 'failed',
  run: async (form) => {
    const token = linkToken(form);
    if (!token) return 'invalid';
    return (await unsubscribe(token, 'link')).ok ? 'done' : 'invalid';
  },
});
