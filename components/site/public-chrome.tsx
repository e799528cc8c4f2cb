import type { SiteConfig } from '@/lib/site';
import { AttributionRecorder } from './attribution-recorder';
import { MainNav } from './main-nav';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { WhatsAppButton } from './whatsapp-button';

// The public layout around a page: info bar, navigation, footer, chat and back-to-top buttons.
// Used by app/(site)/layout.tsx and by app/global-not-found.tsx, which renders outside it; both
// read the firm's details on the server and hand them in.
export function PublicChrome({ site, children }: { site: SiteConfig; children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <TopBar site={site} />
      <MainNav siteName={site.name} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter site={site} />
      <WhatsAppButton number={site.whatsappNumber} phone={site.phone} />
      <ScrollManager />
      <AttributionRecorder />
    </>
  );
}
