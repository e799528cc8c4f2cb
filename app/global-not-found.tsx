import type { Metadata } from 'next';
import { HtmlDocument } from '@/components/site/html-document';
import { NotFoundSection } from '@/components/site/not-found-section';
import { PublicChrome } from '@/components/site/public-chrome';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { SITE_VIEWPORT } from '@/lib/seo';
import './globals.css';

// The 404 page for addresses no route matches (next.config.ts: experimental.globalNotFound).
// A root app/not-found.tsx would be a boundary of the root layout, and Next sends every boundary
// with every page: its copy of the public layout travelled, unused, in the data of every page
// (about 7 KB of the home page). This page is rendered on its own, so it brings its own document.
// Pages under (site) that call notFound() use app/(site)/not-found.tsx.
export async function generateMetadata(): Promise<Metadata> {
  return { title: `Page not found | ${(await siteSettingsForPages()).name}`, robots: { index: false } };
}
export const viewport = SITE_VIEWPORT;

export default async function GlobalNotFound() {
  return (
    <HtmlDocument>
      <PublicChrome site={await siteSettingsForPages()} locale="en">
        <NotFoundSection />
      </PublicChrome>
    </HtmlDocument>
  );
}
