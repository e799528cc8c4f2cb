import type { SiteConfig } from '@/lib/site';
import { AttributionRecorder } from './attribution-recorder';
import { MainNav } from './main-nav';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { WhatsAppButton } from './whatsapp-button';

type Site = SiteConfig | Promise<SiteConfig>;

// The parts that show the firm's details wait for them on their own, so the page between them
// renders meanwhile: a page's own reads never queue behind the settings' (during a database
// outage, each would wait for the database in turn).
async function ChromeTop({ site }: { site: Site }) {
  const details = await site;
  return (
    <>
      <TopBar site={details} />
      <MainNav siteName={details.name} />
    </>
  );
}

async function ChromeBottom({ site }: { site: Site }) {
  const details = await site;
  return (
    <>
      <SiteFooter site={details} />
      <WhatsAppButton number={details.whatsappNumber} phone={details.phone} />
    </>
  );
}

// The public layout around a page: info bar, navigation, footer, chat and back-to-top buttons.
// Used by app/(site)/layout.tsx and by app/global-not-found.tsx, which renders outside it; both
// read the firm's details on the server and hand them in (or the read under way).
export function PublicChrome({ site, children }: { site: Site; children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <ChromeTop site={site} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <ChromeBottom site={site} />
      <ScrollManager />
      <AttributionRecorder />
    </>
  );
}
