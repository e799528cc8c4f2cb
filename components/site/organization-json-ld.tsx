import type { Locale } from '@/i18n/locales';
import { postalAddressJsonLd, providerName, type SiteConfig } from '@/lib/site';
import { openingHoursSpecification } from '@/lib/site-settings/opening-hours';

// Structured data for search engines (schema.org ProfessionalService), on Home and Contact, from
// the firm's settings; what is not set is left out. Its words in the page's language (JsonLd in the
// catalogue), and the page it describes it in says which language that is.
export function OrganizationJsonLd({ site, locale, areaServed }: { site: SiteConfig; locale: Locale; areaServed: string }) {
  const hours = openingHoursSpecification(site.openingHours);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: site.name,
    ...(site.legal.legalName ? { legalName: providerName(site) } : {}),
    url: site.url,
    image: `${site.url}/og-image.png`,
    telephone: site.phone,
    email: site.email,
    address: postalAddressJsonLd(site.address),
    ...(site.legal.vatId ? { vatID: site.legal.vatId } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    // The languages' English names in every language's data (schema.org takes a name or a code).
    ...(site.languages.length ? { knowsLanguage: site.languages.map((language) => language.en) } : {}),
    areaServed,
    sameAs: site.socials.map((social) => social.href),
    mainEntityOfPage: { '@type': 'WebPage', inLanguage: locale },
  };
  // JSON in a script element: escape "<" so no text in it can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
