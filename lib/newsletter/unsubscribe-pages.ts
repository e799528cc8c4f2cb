// The unsubscribe page's address in each language (i18n/pathnames.ts; written out like proxy.ts's
// matcher, which lists them too; proxy.test.ts fails when a language is missing). A POST to one is
// the RFC 8058 one-click unsubscribe, which proxy.ts rewrites to the API's route; the request hooks
// that answer POSTs to pages leave these alone (platform/server-action-requests.ts,
// platform/form-posts-without-script.ts).
export const NEWSLETTER_UNSUBSCRIBE_PAGES = ['/newsletter/unsubscribe', '/de/newsletter/abmelden', '/xx/newsletter/unsubscribe'];
