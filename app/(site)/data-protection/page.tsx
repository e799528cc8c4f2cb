import { LegalPage } from '@/components/site/legal/legal-page';
import { dataProtection } from '@/lib/content/legal/data-protection';
import { pageMetadata } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site';

const doc = dataProtection(getSiteConfig());

export const metadata = pageMetadata({ title: doc.metaTitle ?? doc.title, description: doc.description, path: '/data-protection' });

export default function DataProtectionPage() {
  return <LegalPage doc={dataProtection(getSiteConfig())} />;
}
