import { notFound } from 'next/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { answersFromQuery, viewFor, type CheckQuery } from '@/lib/opportunity-card/check-query';
import { CheckPage, checkPageMetadata } from '../check-page';

// The points check at the view its address asks for: the answers so far and the step are in the
// query (a GET form per step, so it works without JavaScript), validated here with the shared
// schema; a bad value counts as not answered. next.config.ts rewrites the check's address with a
// `step` here; proxy.ts gives it its nonce. Never an address of its own: without a step it is no page.
type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return checkPageMetadata(await pageLocale(params));
}

export default async function OpportunityCheckAnswersPage({ params, searchParams }: { params: Params; searchParams: Promise<CheckQuery> }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  if (query.step === undefined) notFound();
  const answers = answersFromQuery(query);
  return <CheckPage locale={locale} initial={{ answers, view: viewFor(answers, query.step) }} addressKeeps="query" />;
}
