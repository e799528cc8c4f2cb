import type { Metadata } from 'next';
import { HtmlDocument } from '@/components/site/html-document';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { OG_IMAGE, SITE_VIEWPORT } from '@/lib/seo';
import './globals.css';

// The firm's name as saved in the back office (lib/server/site-settings/cached.ts).
export async function generateMetadata(): Promise<Metadata> {
  const site = await siteSettingsForPages();
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name} | Study, work and live in Germany`, template: `%s | ${site.name}` },
    description:
      'Education and immigration consulting in Berlin: university admissions, Opportunity Card, visas, family reunification and career counselling.',
    openGraph: { type: 'website', siteName: site.name, images: [OG_IMAGE] },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport = SITE_VIEWPORT;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <HtmlDocument>{children}</HtmlDocument>;
}
