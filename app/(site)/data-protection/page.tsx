import { LegalPage } from '@/components/site/legal/legal-page';
import { dataProtection } from '@/lib/content/legal/data-protection';
import { retentionSettingsForPages } from '@/lib/server/retention/cached';
import { RETENTION_DEFAULTS } from '@/lib/retention/settings';
import { pageMetadata } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site';

// A cached page that states the retention periods the retention job applies (see the privacy
// policy's page for how it stays current).
export const revalidate = 60;

// The title and description do not depend on the periods.
const doc = dataProtection(getSiteConfig(), RETENTION_DEFAULTS);

export const metadata = pageMetadata({ title: doc.metaTitle ?? doc.title, description: doc.description, path: '/data-protection' });

export default async function DataProtectionPage() {
  return <LegalPage doc={dataProtection(getSiteConfig(), await retentionSettingsForPages())} />;
}
