import { DomainError } from '@/lib/server/errors';
import { handle } from '@/lib/server/http';
import { localizeHref } from '@/i18n/pathnames';
import { isLocale } from '@/i18n/locales';
import { checkViewPath } from '@/lib/opportunity-card/check-query';

// The points check's address with a step (`?qualification=…&step=3`: what each step's GET form
// sends without JavaScript, and what the enhanced check writes in the address bar): a redirect to
// the same view at its own address (../[answers]), a page cached and shared by every visitor who
// gives the same answers. Rendered per request, a view served 6 % of the home page's rate, so the
// check was the slowest public page (issue 42). The view's page holds nothing the address does
// not: the answers are options of a fixed list, never a visitor's words. A route, so nothing is
// rendered; next.config.ts rewrites the check's address with a step here.
type Params = Promise<{ locale: string }>;

export const GET = handle(async (request: Request, { params }: { params: Params }) => {
  const { locale } = await params;
  if (!isLocale(locale)) throw new DomainError('not-found', 'No such page');
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return new Response(null, { status: 303, headers: { Location: localizeHref(checkViewPath(query), locale) } });
});
