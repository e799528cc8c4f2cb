import { HtmlDocument } from '@/components/site/html-document';
import { rootMetadata } from '@/lib/server/site-settings/metadata';
import { SITE_VIEWPORT } from '@/lib/seo';
import '../globals.css';

// One of the app's root layouts (the public pages have theirs in (site)/[locale], with the page's
// language): the back office stays in English.
export const generateMetadata = () => rootMetadata();
export const viewport = SITE_VIEWPORT;

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return <HtmlDocument>{children}</HtmlDocument>;
}
