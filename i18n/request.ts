import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadSiteMessages, markTextPages } from '@/lib/server/texts/site-messages';
import { applyPreviewDraft } from './preview-draft';
import { routing } from './routing';

// The catalogue of the request's language: the [locale] segment's (setRequestLocale in the public
// root layout and pages), or the locale a caller names (getTranslations({ locale })), with the
// firm's own wording over it (the Texts screen, lib/server/texts/site-messages.ts). A page that
// formats them is tagged with its language, so a change of a site-wide text expires it.
// The Texts screen's preview (i18n/preview-draft.ts) shows an unsaved wording, in draft mode only.
export default getRequestConfig(async ({ requestLocale, locale }) => {
  const requested = locale ?? (await requestLocale);
  const chosen = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [messages] = await Promise.all([loadSiteMessages(chosen), markTextPages(chosen)]);
  return {
    locale: chosen,
    // The Texts screen's preview lays an unsaved wording over them, in draft mode only.
    messages: await applyPreviewDraft(messages, chosen),
    timeZone: 'Europe/Berlin',
  };
});
