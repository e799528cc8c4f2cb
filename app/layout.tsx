import type { Metadata } from 'next';
import { HtmlDocument } from '@/components/site/html-document';
import { OG_IMAGE, SITE_VIEWPORT } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site';
import './globals.css';

const site = getSiteConfig();

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | Study, work and live in Germany`, template: `%s | ${site.name}` },
  description:
    'Education and immigration consulting in Berlin: university admissions, Opportunity Card, visas, family reunification and career counselling.',
  openGraph: { type: 'website', siteName: site.name, images: [OG_IMAGE] },
  twitter: { card: 'summary_large_image' },
};

export const viewport = SITE_VIEWPORT;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <HtmlDocument>{children}</HtmlDocument>;
}
