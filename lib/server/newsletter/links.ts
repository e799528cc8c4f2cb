import 'server-only';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';

// The addresses a newsletter mail links to (issue 30), in the subscriber's language. Each carries
// its link's secret in the query; the pages read it and change nothing until their button is used.

// The double opt-in's page with the Confirm button.
export function confirmPageUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizeHref('/newsletter/confirm', locale)}?token=${token}`;
}

// The unsubscribe page (a GET shows a button, a Server Action). The same address is the mail's
// `List-Unsubscribe` https target: a mail program's RFC 8058 one-click POST to it unsubscribes at
// once (proxy.ts hands every POST of that page but the button's to
// POST /api/v1/newsletter/unsubscribe, the newsletter's one public route).
export function unsubscribePageUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizeHref('/newsletter/unsubscribe', locale)}?token=${token}`;
}
