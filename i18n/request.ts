import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';
import { routing } from './routing';

// The catalogue of the request's language: the [locale] segment's (setRequestLocale in the public
// root layout and pages), or the locale a caller names (getTranslations({ locale })).
export default getRequestConfig(async ({ requestLocale, locale }) => {
  const requested = locale ?? (await requestLocale);
  const chosen = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale: chosen,
    messages: await loadMessages(chosen),
    timeZone: 'Europe/Berlin',
  };
});
