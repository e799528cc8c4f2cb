import { getTranslations } from 'next-intl/server';
import { localizeHref, type Locale } from '@/i18n/pathnames';
import { MAIN_NAV } from '@/lib/content/navigation';
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
async function ChromeTop({ site, locale }: { site: Site; locale: Locale }) {
  const [details, nav, chrome] = await Promise.all([
    site,
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'Chrome' }),
  ]);
  const links = MAIN_NAV.map((entry) => ({ label: nav(entry.key), href: localizeHref(entry.href, locale) }));
  const texts = { homeHref: localizeHref('/', locale), label: chrome('mainNavLabel'), openMenu: chrome('openMenu'), closeMenu: chrome('closeMenu') };
  return (
    <>
      <TopBar site={details} />
      <MainNav siteName={details.name} links={links} texts={texts} />
    </>
  );
}

async function ChromeBottom({ site, locale }: { site: Site; locale: Locale }) {
  const details = await site;
  return (
    <>
      <SiteFooter site={details} locale={locale} />
      <WhatsAppButton number={details.whatsappNumber} phone={details.phone} />
    </>
  );
}

// The public layout around a page: info bar, navigation, footer, chat and back-to-top buttons.
// Used by app/(site)/lang/[locale]/layout.tsx and by app/global-not-found.tsx, which renders outside it; both
// read the firm's details on the server and hand them in (or the read under way).
export async function PublicChrome({ site, locale, children }: { site: Site; locale: Locale; children: React.ReactNode }) {
  const chrome = await getTranslations({ locale, namespace: 'Chrome' });
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {chrome('skipToContent')}
      </a>
      <ChromeTop site={site} locale={locale} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <ChromeBottom site={site} locale={locale} />
      <ScrollManager />
      <AttributionRecorder />
    </>
  );
}
