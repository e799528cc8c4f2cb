import { DomainError } from '@/lib/server/errors';
import { handle } from '@/lib/server/http';
import { movedListAddress } from '@/lib/posts/moved-list-address';
import { isLocale } from '@/i18n/pathnames';

// The blog list's older addresses, /blog?page=2, /blog?category=visa and
// /blog/category/visa?page=2 (next.config.ts rewrites them here, in each language): a permanent
// redirect to the page's own cached address (/blog/page/2, /blog/category/visa,
// /blog/category/visa/page/2). A route rather than a page: nothing is rendered, so no script
// nonce is needed, and the proxy does not run. /blog/page itself lands here too and goes to /blog.
export const GET = handle(async (request: Request, { params }: { params: Promise<{ locale: string }> }) => {
  const { locale } = await params;
  if (!isLocale(locale)) throw new DomainError('not-found', 'No such page');
  const location = movedListAddress(new URL(request.url).searchParams, locale);
  return new Response(null, { status: 308, headers: { Location: location } });
});
