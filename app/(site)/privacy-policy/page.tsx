import { LegalPage } from '@/components/site/legal/legal-page';
import { privacyPolicy } from '@/lib/content/legal/privacy-policy';
import { pageMetadata } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site';

const doc = privacyPolicy(getSiteConfig());

export const metadata = pageMetadata({ title: doc.metaTitle ?? doc.title, description: doc.description, path: '/privacy-policy' });

export default function PrivacyPolicyPage() {
  return <LegalPage doc={privacyPolicy(getSiteConfig())} />;
}
