import type { SiteConfig } from '@/lib/site';

// Structured data for search engines (schema.org ProfessionalService), on Home and Contact.
export function OrganizationJsonLd({ site }: { site: SiteConfig }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: site.name,
    url: site.url,
    image: `${site.url}/og-image.png`,
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: 'DE',
    },
    areaServed: 'Worldwide',
    sameAs: site.socials.map((social) => social.href),
  };
  // JSON in a script element: escape "<" so no text in it can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
