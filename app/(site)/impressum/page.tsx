import { LegalPage } from '@/components/site/legal/legal-page';
import { impressum } from '@/lib/content/legal/impressum';
import { pageMetadata } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site';

const doc = impressum(getSiteConfig());

export const metadata = pageMetadata({ title: doc.metaTitle ?? doc.title, description: doc.description, path: '/impressum' });

export default function ImpressumPage() {
  return <LegalPage doc={impressum(getSiteConfig())} />;
}
