import type { Metadata, Viewport } from 'next';
import { getSiteConfig } from './site';

export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630 };

// Every document's viewport: the root layout's and the 404 page's, which renders outside it.
export const SITE_VIEWPORT: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#172554' };

export type PageMetadataInput = { title: string; description: string; path: string };

// Title, description, canonical URL and social cards for one public page. Pages pass the firm's
// name as the settings state it (sitePageMetadata, lib/server/site-settings/metadata.ts); the
// environment's name is the default.
export function pageMetadata({ title, description, path }: PageMetadataInput, siteName: string = getSiteConfig().name): Metadata {
  const site = { name: siteName };
  const fullTitle = `${title} | ${site.name}`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title: fullTitle,
      description,
      url: path,
      locale: 'en_GB',
      images: [{ ...OG_IMAGE, alt: site.name }],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [OG_IMAGE.url] },
  };
}
