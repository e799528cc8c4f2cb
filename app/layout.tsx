import type { Metadata, Viewport } from 'next';
import { getSiteConfig } from '@/lib/site';
import './globals.css';

const site = getSiteConfig();

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL || 'http://localhost:3000'),
  title: { default: `${site.name} | Study, work and live in Germany`, template: `%s | ${site.name}` },
  description:
    'Education and immigration consulting in Berlin: university admissions, Opportunity Card, visas, family reunification and career counselling.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
