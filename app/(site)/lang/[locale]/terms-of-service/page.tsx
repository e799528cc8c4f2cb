import { LegalPage } from '@/components/site/legal/legal-page';
import { termsOfService } from '@/lib/content/legal/terms-of-service';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';

export async function generateMetadata() {
  const doc = termsOfService(await siteSettingsForPages());
  return sitePageMetadata({ title: doc.metaTitle ?? doc.title, description: doc.description, path: '/terms-of-service' });
}

export default async function TermsOfServicePage() {
  return <LegalPage doc={termsOfService(await siteSettingsForPages())} />;
}
