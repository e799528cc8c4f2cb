import { DomainError } from '@/lib/server/errors';
import { handle } from '@/lib/server/http';
import { localizeHref } from '@/i18n/pathnames';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';

// A page's folder name under another language's prefix (/de/contact, /de/services/visa-help): a
// permanent redirect to that language's address for it (/de/kontakt, /de/leistungen/visa-help),
// with the query the visitor sent. A route reached by the language's last rewrites in
// next.config.ts rather than a redirect rule each: Next.js tests every request against every
// redirect, but a language's rewrites only until one matches, so these are tried only for an
// address that is none of the language's pages. 308, which platform/moved-permanently.ts sends as
// 301 for GET and HEAD, as the redirect rules were.
type Params = Promise<{ locale: string; path: string[] }>;

export const GET = handle(async (request: Request, { params }: { params: Params }) => {
  const { locale, path } = await params;
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) throw new DomainError('not-found', 'No such page');
  const internal = `/${path.map(encodeURIComponent).join('/')}`;
  const localized = localizeHref(internal, locale);
  if (localized === internal) throw new DomainError('not-found', 'No such page');
  return new Response(null, { status: 308, headers: { Location: `${localized}${new URL(request.url).search}` } });
});
