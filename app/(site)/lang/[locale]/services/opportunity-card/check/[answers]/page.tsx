import { notFound, redirect } from 'next/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import { CHECK_STEP_PARAM, answersFromQuery, checkViewPath, checkViewSegment, viewFor } from '@/lib/opportunity-card/check-query';
import { CheckPage, checkPageMetadata } from '../check-page';

// The points check at one view of answers (`…/check/qualification=foreign-degree&step=3`): the
// answers and the step are the address, so the page is rendered on its first request and then
// served from the cache to everyone who gives the same answers (the step forms' query is
// redirected here, ../from-query). Any other spelling of a view is redirected to its one address,
// so a view is cached once. With scripts, the check goes on in the browser and keeps its answers
// in this page's fragment.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; answers: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return checkPageMetadata(await pageLocale(params));
}

export default async function OpportunityCheckViewPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  // Next.js hands the segment over as the rewrite wrote it, `=` and `&` still escaped.
  const segment = decodeURIComponent((await params).answers);
  const query = Object.fromEntries(new URLSearchParams(segment));
  if (query[CHECK_STEP_PARAM] === undefined) notFound();
  if (checkViewSegment(query) !== segment) redirect(localizeHref(checkViewPath(query), locale));
  const answers = answersFromQuery(query);
  return <CheckPage locale={locale} initial={{ answers, view: viewFor(answers, query[CHECK_STEP_PARAM]) }} />;
}
