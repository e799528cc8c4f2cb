import { LegalPage } from '@/components/site/legal/legal-page';
import { privacyPolicy } from '@/lib/content/legal/documents';
import { retentionSettingsForPages } from '@/lib/server/retention/cached';
import { RETENTION_DEFAULTS } from '@/lib/retention/settings';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';

// A cached page that states the retention periods the retention job applies: they are read
// through the data cache (lib/server/retention/cached.ts), and saving them in the back office
// expires this page at once; on other instances it is refreshed within a minute.
export const revalidate = 60;

// The title and description do not depend on the periods.
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const doc = privacyPolicy(await siteSettingsForPages(), RETENTION_DEFAULTS, locale);
  return sitePageMetadata({ title: doc.metaTitle ?? doc.title, description: doc.description, path: '/privacy-policy', locale });
}

export default async function PrivacyPolicyPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [site, retention] = await Promise.all([siteSettingsForPages(), retentionSettingsForPages()]);
  return <LegalPage doc={privacyPolicy(site, retention, locale)} locale={locale} path="/privacy-policy" />;
}
