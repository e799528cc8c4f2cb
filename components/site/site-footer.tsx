import { telHref } from '@/components/site/tel-href';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import type FooterCatalogue from '@/messages/en/Footer.json';
import { FOOTER_GROUPS, LEGAL_LINKS, type NavEntry } from '@/lib/content/navigation';
import { formatAddress, type SiteConfig } from '@/lib/site';
import { CurrentYear } from './current-year';
import { NewsletterBox } from './newsletter/newsletter-box';
import { SocialLinks } from './social-icons';

function FooterLinks({ links, className }: { links: readonly { href: string; label: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="inline-block py-1 hover:text-white hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// `servicePages`: each service's page in the language by its English address, since a service's
// address there has the firm's slug (/de/leistungen/familiennachzug), which localizeHref cannot know.
export async function SiteFooter({ site, servicePages, locale }: { site: SiteConfig; servicePages: Record<string, string>; locale: Locale }) {
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: 'Footer' }), getTranslations({ locale, namespace: 'Chrome' })]);
  const links = (entries: NavEntry<keyof typeof FooterCatalogue.links>[]) =>
    entries.map((entry) => ({ label: t(`links.${entry.key}`), href: servicePages[entry.href] ?? localizeHref(entry.href, locale) }));
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p translate="no" className="text-lg font-bold text-white">
            {site.name}
          </p>
          <p className="mt-3 text-sm leading-relaxed">
            {t('tagline')}
          </p>
          {/* The firm's name, address and numbers are the same in every language (translate="no"
              also keeps browser translators off them). */}
          <address translate="no" className="mt-4 text-sm not-italic leading-relaxed">
            {formatAddress(site.address)}
            <br />
            <a className="inline-block py-1 hover:text-white hover:underline" href={telHref(site.phone)}>
              {site.phone}
            </a>
            <br />
            <a className="inline-block py-1 hover:text-white hover:underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </address>
          <SocialLinks socials={site.socials} className="mt-4 text-white" newTabText={chrome('opensInNewTab')} />
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.key} aria-label={t('groupLabel', { group: t(`groups.${group.key}`) })}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t(`groups.${group.key}`)}</h2>
            <FooterLinks links={links(group.links)} className="mt-3 space-y-1 text-sm" />
          </nav>
        ))}
      </div>
      <NewsletterBox variant="footer" />
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} /> <span translate="no">{site.name}</span>. {t('rights')}
          </p>
          <nav aria-label={t('legalLabel')}>
            <FooterLinks links={links(LEGAL_LINKS)} className="flex flex-wrap gap-x-5 gap-y-1" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
