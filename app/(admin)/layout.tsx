import { HtmlDocument } from '@/components/site/html-document';
import { rootMetadata } from '@/lib/server/site-settings/metadata';
import { SITE_VIEWPORT } from '@/lib/seo';
import '../globals.css';

// The staff's root layout: sign-in, account links and the back office, all English (the public
// pages have theirs in (site)/lang/[locale], with the page's language). One root layout for both,
// so going from the sign-in to the back office is a client navigation and the sign-in's toast
// stays (a change of root layout is a full page load).
export const generateMetadata = () => rootMetadata();
export const viewport = SITE_VIEWPORT;

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return <HtmlDocument>{children}</HtmlDocument>;
}
