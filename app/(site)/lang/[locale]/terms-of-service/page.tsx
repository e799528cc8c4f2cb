import { LegalPage } from '@/components/site/legal/legal-page';
import { termsOfService } from '@/lib/content/legal/documents';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const doc = termsOfService(await siteSettingsForPages(), locale);
  return sitePageMetadata({ title: doc.metaTitle ?? doc.title, description: doc.description, path: '/terms-of-service', locale });
}

export default async function TermsOfServicePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return <LegalPage doc={termsOfService(await siteSettingsForPages(), locale)} locale={locale} path="/terms-of-service" />;
}
