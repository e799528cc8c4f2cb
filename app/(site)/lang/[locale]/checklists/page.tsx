import { getTranslations } from 'next-intl/server';
import { ChecklistIndex } from '@/components/site/checklists/checklist-index';
import { pickChecklist } from '@/lib/checklists/checklist';
import { listChecklists } from '@/lib/server/checklists/queries';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';

// Every document checklist: a cached page like the services', expired when a checklist is saved
// (lib/server/public-page-cache.ts) and refreshed after a minute at most.
export const revalidate = 60;

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Checklists.metadata' });
  return sitePageMetadata({ locale, title: t('title'), description: t('description'), path: '/checklists' });
}

export default async function ChecklistsPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [records, t] = await Promise.all([listChecklists(), getTranslations({ locale, namespace: 'Checklists' })]);
  return <ChecklistIndex checklists={records.map((record) => pickChecklist(record, locale))} locale={locale} t={t} />;
}
