import { pageLocale } from '@/i18n/page-locale';
import { CheckPage, checkPageMetadata } from './check-page';

// The points check's first question, the same for every visitor: cached like the service pages
// (a services or booking save expires it; other instances refresh within a minute). Its address
// with answers (`?…&step=N`, the steps as GET forms without JavaScript) is next.config.ts's
// rewrite to ./from-query, a redirect to that view's own cached page (./[answers]). In the
// browser the steps run here without a page
// load and keep the answers in the address's fragment, which never reaches the server, so every
// request for this address stays this one cached page (a Server Action posted from it included).
export const revalidate = 60;

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return checkPageMetadata(await pageLocale(params));
}

export default async function OpportunityCheckPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  return <CheckPage locale={locale} initial={{ answers: {}, view: { kind: 'step', index: 0, missing: false } }} />;
}
