import { LegalPage } from '@/components/site/legal/legal-page';
import { termsOfService } from '@/lib/content/legal/terms-of-service';
import { pageMetadata } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site';

const doc = termsOfService(getSiteConfig());

export const metadata = pageMetadata({ title: doc.metaTitle ?? doc.title, description: doc.description, path: '/terms-of-service' });

export default function TermsOfServicePage() {
  return <LegalPage doc={termsOfService(getSiteConfig())} />;
}
