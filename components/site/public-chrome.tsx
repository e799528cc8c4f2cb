import { getMessages, getTranslations } from 'next-intl/server';
import { localizeHref } from '@/i18n/pathnames';
import { OWN_LANGUAGE_NAMES, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import { MAIN_NAV } from '@/lib/content/navigation';
import type { SiteConfig } from '@/lib/site';
import { AttributionRecorder } from './attribution-recorder';
import { LanguageSuggestion, type LanguageSuggestionTexts } from './language-suggestion';
import type { LanguageOption, LanguageSwitcherTexts } from './language-switcher';
import { PageTextsProvider, type PageTexts } from './language-texts';
import { MainNav } from './main-nav';
import { NewsletterBoxProvider } from './newsletter/newsletter-box-context';
import { newsletterBox } from './newsletter/newsletter-box-texts';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import type { PublicFormAction } from './use-public-form';
import { WhatsAppButton } from './whatsapp-button';

type Site = SiteConfig | Promise<SiteConfig>;
// Each service's page in the page's language by its English address (servicePagesForLinks).
type ServicePages = Record<string, string> | Promise<Record<string, string>>;

// Every language a visitor can choose but the page's own, each with its own name (i18n/locales.ts)
// and its suggestion in that language (its own catalogue), so a third language is a record and a
// catalogue, not code.
async function otherLanguages(locale: Locale): Promise<LanguageSuggestionTexts[]> {
  return Promise.all(
    PUBLISHED_LOCALES.filter((other) => other !== locale).map(async (other) => {
      const t = await getTranslations({ locale: other, namespace: 'Chrome' });
      return {
        locale: other,
        name: OWN_LANGUAGE_NAMES[other],
        homeHref: localizeHref('/', other),
        blogHref: localizeHref('/blog', other),
        label: t('suggestionLabel'),
        text: t('suggestion'),
        link: t('suggestionLink'),
        close: t('suggestionClose'),
      };
    }),
  );
}

// The parts that show the firm's details wait for them on their own, so the page between them
// renders meanwhile: a page's own reads never queue behind the settings' (during a database
// outage, each would wait for the database in turn).
async function ChromeTop({ site, locale, others }: { site: Site; locale: Locale; others: LanguageOption[] }) {
  const [details, nav, chrome] = await Promise.all([site, getTranslations({ locale, namespace: 'Nav' }), getTranslations({ locale, namespace: 'Chrome' })]);
  const languages: LanguageSwitcherTexts = {
    label: chrome('languageLabel'),
    current: { locale, name: OWN_LANGUAGE_NAMES[locale] },
    others: others.map(({ locale: other, name, homeHref, blogHref }) => ({ locale: other, name, homeHref, blogHref })),
  };
  const links = MAIN_NAV.map((entry) => ({ label: nav(entry.key), href: localizeHref(entry.href, locale) }));
  const texts = { homeHref: localizeHref('/', locale), label: chrome('mainNavLabel'), openMenu: chrome('openMenu'), closeMenu: chrome('closeMenu') };
  return (
    <>
      <TopBar site={details} newTabText={chrome('opensInNewTab')} />
      <MainNav siteName={details.name} links={links} texts={texts} languages={languages} />
    </>
  );
}

async function ChromeBottom({ site, servicePages, locale }: { site: Site; servicePages: ServicePages; locale: Locale }) {
  const [details, pages, chrome] = await Promise.all([site, servicePages, getTranslations({ locale, namespace: 'Chrome' })]);
  const whatsapp = { label: chrome('whatsappChat'), newTab: chrome('opensInNewTab'), greeting: chrome('whatsappGreeting') };
  return (
    <>
      <SiteFooter site={details} servicePages={pages} locale={locale} />
      <WhatsAppButton number={details.whatsappNumber} phone={details.phone} texts={whatsapp} />
    </>
  );
}

// The texts the error, not-found and loading views of the public pages need (language-texts.tsx).
export async function pageTexts(locale: Locale): Promise<PageTexts> {
  // The namespace as it is (no ICU arguments in it), pseudo-locale transformed like every text.
  const { Errors: errors } = await getMessages({ locale });
  return {
    homeHref: localizeHref('/', locale),
    contactHref: localizeHref('/contact', locale),
    blogHref: localizeHref('/blog', locale),
    errors,
  };
}

// The public layout around a page: info bar, navigation, footer, chat and back-to-top buttons,
// the offer of the page in the visitor's language.
// Used by app/(site)/lang/[locale]/layout.tsx and by app/global-not-found.tsx, which renders outside it; both
// read the firm's details and the newsletter switch on the server and hand them in (or the reads
// under way), and each service's page in the language for the footer's links. Every newsletter
// box on the page gets the switch and its texts from here.
type Props = {
  site: Site;
  newsletter: Promise<boolean>;
  // The subscription box's Server Action, the page's language bound.
  newsletterAction: PublicFormAction;
  servicePages: ServicePages;
  locale: Locale;
  children: React.ReactNode;
};

export async function PublicChrome({ site, newsletter, newsletterAction, servicePages, locale, children }: Props) {
  const [chrome, others, texts] = await Promise.all([getTranslations({ locale, namespace: 'Chrome' }), otherLanguages(locale), pageTexts(locale)]);
  // No offer of another language on a page in one that is not published (the test builds'
  // pseudo-locale): its visitors are tests looking for untranslated text.
  const suggestions = PUBLISHED_LOCALES.includes(locale) ? others : [];
  return (
    <NewsletterBoxProvider box={newsletterBox(locale, newsletter, site)} action={newsletterAction}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {chrome('skipToContent')}
      </a>
      {/* Printed, a page is its content only (a checklist, a legal text): the chrome is left out.
          display: contents keeps the sticky header and fixed buttons working as before. */}
      <div className="contents print:hidden">
        <ChromeTop site={site} locale={locale} others={others} />
      </div>
      <main id="main-content" tabIndex={-1} className="outline-none">
        <PageTextsProvider texts={texts}>{children}</PageTextsProvider>
      </main>
      <div className="contents print:hidden">
        <ChromeBottom site={site} servicePages={servicePages} locale={locale} />
        <LanguageSuggestion locale={locale} suggestions={suggestions} />
        <ScrollManager label={chrome('backToTop')} />
      </div>
      <AttributionRecorder />
    </NewsletterBoxProvider>
  );
}
