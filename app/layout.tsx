import type { Metadata, Viewport } from 'next';
import { OG_IMAGE } from '@/lib/seo';
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

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#172554' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
