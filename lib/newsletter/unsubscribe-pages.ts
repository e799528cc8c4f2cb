import { ALL_LOCALES } from '@/i18n/locales';
import { localizeHref } from '@/i18n/pathnames';

// The unsubscribe page's address in each language, the test builds' pseudo-locale's too
// (i18n/pathnames.ts; proxy.ts's matcher lists them too). A POST to one is the RFC 8058 one-click
// unsubscribe, which proxy.ts rewrites to the API's route; the request hooks that answer POSTs to
// pages leave these alone (platform/server-action-requests.ts, platform/form-posts-without-script.ts).
export const NEWSLETTER_UNSUBSCRIBE_PAGES: string[] = ALL_LOCALES.map((locale) => localizeHref('/newsletter/unsubscribe', locale));
