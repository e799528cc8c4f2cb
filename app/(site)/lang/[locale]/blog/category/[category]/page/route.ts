import { DomainError } from '@/lib/server/errors';
import { handle } from '@/lib/server/http';
import { movedListAddress } from '@/lib/posts/moved-list-address';
import { isLocale } from '@/i18n/locales';

// The blog list's older addresses, /blog?page=2 and /blog?category=visa (rewritten to the
// category 'all' here) and /blog/category/visa?page=2 (in each language; next.config.ts): a
// permanent redirect to the page's own cached address (/blog/page/2, /blog/category/visa,
// /blog/category/visa/page/2). A route rather than a page: nothing is rendered, so no script
// nonce is needed and the proxy does not run. The category comes as a segment, not in the
// rewrite's query: a route handler sees the query the visitor sent, not the rewrite's.
type Params = Promise<{ locale: string; category: string }>;

export const GET = handle(async (request: Request, { params }: { params: Params }) => {
  const { locale, category } = await params;
  if (!isLocale(locale)) throw new DomainError('not-found', 'No such page');
  const location = movedListAddress(new URL(request.url).searchParams, locale, category);
  return new Response(null, { status: 308, headers: { Location: location } });
});
