import { LegalPage } from '@/components/site/legal/legal-page';
import { dataProtection } from '@/lib/content/legal/documents';
import { retentionSettingsForPages } from '@/lib/server/retention/cached';
import { RETENTION_DEFAULTS } from '@/lib/retention/settings';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';

// A cached page that states the retention periods the retention job applies (see the privacy
// policy's page for how it stays current).
export const revalidate = 60;

// The title and description do not depend on the periods.
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const doc = dataProtection(await siteSettingsForPages(), RETENTION_DEFAULTS, locale);
  return sitePageMetadata({ title: doc.metaTitle ?? doc.title, description: doc.description, path: '/data-protection', locale });
}

export default async function DataProtectionPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [site, retention] = await Promise.all([siteSettingsForPages(), retentionSettingsForPages()]);
  return <LegalPage doc={dataProtection(site, retention, locale)} locale={locale} path="/data-protection" />;
}
