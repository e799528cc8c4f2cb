import { sendServiceEnquiry } from '../../services/actions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChecklistPage } from '@/components/site/checklists/checklist-page';
import { checklistBoardTexts } from '@/components/site/checklists/checklist-texts';
import { enquiryTexts, enquiryTitlesOf } from '@/components/site/services/enquiry-texts';
import { pickChecklist, type Checklist } from '@/lib/checklists/checklist';
import { previewText } from '@/lib/posts/preview';
import { checklistById, listChecklists } from '@/lib/server/checklists/queries';
import { serviceForPage } from '@/lib/server/services/cached';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// One page per checklist and language: /checklists/{id} in English, /de/checklisten/{id} in
// German (the id is the same in every language). Prerendered for the checklists there are at build,
// then cached like the other public pages: saving a checklist expires it, and it is refreshed after
// a minute at most. One added later is rendered on its first request (dynamicParams).
export const revalidate = 60;
export async function generateStaticParams() {
  return (await listChecklists()).map((checklist) => ({ slug: checklist.id }));
}

type Params = Promise<{ locale: string; slug: string }>;

async function checklistAt(params: Params, locale: Locale): Promise<{ checklist: Checklist; englishTitle: string }> {
  const { slug } = await params;
  const record = await checklistById(slug);
  if (!record) notFound();
  return { checklist: pickChecklist(record, locale), englishTitle: pickChecklist(record, DEFAULT_LOCALE).title };
}

// A search result shows about 160 characters of the summary.
const DESCRIPTION_LENGTH = 160;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { checklist } = await checklistAt(params, locale);
  return sitePageMetadata({ title: checklist.title, description: previewText(checklist.summary, DESCRIPTION_LENGTH), path: `/checklists/${checklist.id}`, locale });
}

export default async function ChecklistPageRoute({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const site = siteSettingsForPages();
  site.catch(() => undefined);
  const { checklist, englishTitle } = await checklistAt(params, locale);
  // "Check my documents" names the service the checklist belongs to, as that service's own Enquire
  // button does; a checklist of no service sends its English title (the firm reads leads in English).
  const service = checklist.service ? await serviceForPage(checklist.service, locale) : null;
  const serviceName = service ? service.serviceName : englishTitle;
  const titles = service ? enquiryTitlesOf([service]) : { [serviceName]: checklist.title };
  const [siteDetails, t, board, enquiry] = await Promise.all([
    site,
    getTranslations({ locale, namespace: 'Checklists' }),
    checklistBoardTexts(locale),
    enquiryTexts(locale, [serviceName], titles),
  ]);
  return <ChecklistPage checklist={checklist} locale={locale} site={siteDetails} serviceName={serviceName} t={t} board={board} enquiry={enquiry} enquiryAction={sendServiceEnquiry.bind(null, locale)} />;
}
