import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadSiteMessages, markTextPages } from '@/lib/server/texts/site-messages';
import { routing } from './routing';

// The catalogue of the request's language: the [locale] segment's (setRequestLocale in the public
// root layout and pages), or the locale a caller names (getTranslations({ locale })), with the
// firm's own wording over it (the Texts screen, lib/server/texts/site-messages.ts). A page that
// formats them is tagged with its language, so a change of a site-wide text expires it.
export default getRequestConfig(async ({ requestLocale, locale }) => {
  const requested = locale ?? (await requestLocale);
  const chosen = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [messages] = await Promise.all([loadSiteMessages(chosen), markTextPages(chosen)]);
  return {
    locale: chosen,
    messages,
    timeZone: 'Europe/Berlin',
  };
});
