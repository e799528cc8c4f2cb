import { LegalPage } from '@/components/site/legal/legal-page';
import { impressum } from '@/lib/content/legal/documents';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';

// Built from the firm's details as saved in the back office: it states what is filled in, and the
// back office lists what the legal form still needs (lib/site-settings/impressum-rules.ts).
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const doc = impressum(await siteSettingsForPages(), locale);
  return sitePageMetadata({ title: doc.metaTitle ?? doc.title, description: doc.description, path: '/impressum', locale });
}

export default async function ImpressumPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return <LegalPage doc={impressum(await siteSettingsForPages(), locale)} locale={locale} path="/impressum" />;
}
