import { postalAddressJsonLd, type SiteConfig } from '@/lib/site';
import { formatFee } from './fee';
import type { Fee, ServiceContent } from './service';

// Structured data of a service's page (schema.org): the Service with its provider (the firm, as
// the home page's ProfessionalService describes it), its fee as an Offer, its offerings as an
// OfferCatalog; and, when it has questions, an FAQPage.

type JsonObject = Record<string, unknown>;

// The page's language: its code, its address (the English one by default) and its words (JsonLd
// and the fee's words in the public catalogue). English by default.
export type JsonLdLanguage = { inLanguage: string; areaServed: string; fee: (fee: Fee) => string };
const ENGLISH: JsonLdLanguage = { inLanguage: 'en', areaServed: 'Worldwide', fee: (fee) => formatFee(fee) };

// A fixed fee is a price; "from" is the lowest price; "on request" names none, only says so.
function offer(fee: Fee, language: JsonLdLanguage): JsonObject {
  const base = { '@type': 'Offer', priceCurrency: 'EUR', description: language.fee(fee) };
  if (fee.amount === null || fee.kind === 'on-request') return base;
  if (fee.kind === 'fixed') return { ...base, price: fee.amount };
  return { ...base, priceSpecification: { '@type': 'PriceSpecification', minPrice: fee.amount, priceCurrency: 'EUR' } };
}

function provider(site: SiteConfig): JsonObject {
  return {
    '@type': 'ProfessionalService',
    name: site.name,
    url: site.url,
    telephone: site.phone,
    email: site.email,
    address: postalAddressJsonLd(site.address),
  };
}

// The page in its own language (/de/leistungen/chancenkarte for the German one).
export function serviceJsonLd(service: ServiceContent, site: SiteConfig, language: JsonLdLanguage = ENGLISH): JsonObject {
  const url = `${site.url}${service.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.serviceName,
    description: service.summary,
    url,
    provider: provider(site),
    // A Service has no language of its own; the page that describes it has.
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage: language.inLanguage },
    // Clients come from anywhere to Germany, as the Organization on the home page says.
    areaServed: language.areaServed,
    offers: offer(service.fee, language),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: service.title,
      itemListElement: service.offerings.map((offering) => ({
        ...(offering.fee ? offer(offering.fee, language) : { '@type': 'Offer' }),
        itemOffered: { '@type': 'Service', name: offering.title, description: offering.description },
      })),
    },
  };
}

export function faqJsonLd(service: ServiceContent, inLanguage = ENGLISH.inLanguage): JsonObject | null {
  if (service.faq.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: service.faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

// JSON for a script element: "<" escaped, so no text in it can close the element.
export function jsonLdText(data: JsonObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
