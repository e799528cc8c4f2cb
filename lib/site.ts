import type { Localized } from './i18n/localized';
import type { HomeStat } from './site-settings/home-stats';
import type { LegalForm } from './site-settings/legal-forms';
import type { OpeningHours } from './site-settings/opening-hours';
import { siteSettingsFromEnv, type SiteSettings, type SocialField } from './site-settings/settings';

// The firm's details as pages, components, structured data and e-mails use them: the settings
// (lib/site-settings/settings.ts) plus the site's address, with the derived values (the chat
// number as digits, only the social profiles that are set). Pages read the stored settings on the
// server (lib/server/site-settings/) and pass this to client components as props, since neither
// the database nor process.env reaches the browser.
export type SocialLink = { name: 'Facebook' | 'LinkedIn' | 'Instagram' | 'X'; href: string };

export type LegalDetails = Pick<
  SiteSettings,
  'legalName' | 'representatives' | 'registerCourt' | 'registerNumber' | 'vatId' | 'supervisoryAuthority' | 'chamber' | 'professionalTitle' | 'professionalRules' | 'contentResponsible'
> & { form: LegalForm | '' };

export type SiteConfig = {
  name: string;
  url: string;
  phone: string;
  email: string;
  address: { street: string; postalCode: string; city: string; country: string };
  whatsappNumber: string;
  socials: SocialLink[];
  legal: LegalDetails;
  openingHours: OpeningHours;
  // Each named per language: pages pick theirs (pickLocalized).
  languages: Localized[];
  // Whether the firm's first conversation is free (SiteSettings.firstConsultationFree).
  firstConsultationFree: boolean;
  // The home page's figures and the founding year their {years} counts from.
  homeStats: HomeStat[];
  foundedYear: string;
};

type Env = Record<string, string | undefined>;

const SOCIALS: [SocialLink['name'], SocialField][] = [
  ['Facebook', 'facebookUrl'],
  ['LinkedIn', 'linkedinUrl'],
  ['Instagram', 'instagramUrl'],
  ['X', 'xUrl'],
];

// SITE_URL is where this deployment answers: configuration, not a setting of the firm.
export function siteUrl(env: Env = process.env): string {
  return (env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
}

export function siteConfigFrom(settings: SiteSettings, url: string): SiteConfig {
  return {
    name: settings.name,
    url,
    phone: settings.phone,
    email: settings.email,
    address: { street: settings.street, postalCode: settings.postalCode, city: settings.city, country: 'Germany' },
    // wa.me wants digits only, with the country code.
    whatsappNumber: (settings.whatsappNumber || settings.phone).replace(/\D/g, ''),
    socials: SOCIALS.filter(([, field]) => settings[field]).map(([name, field]) => ({ name, href: settings[field] })),
    legal: {
      form: settings.legalForm,
      legalName: settings.legalName,
      representatives: settings.representatives,
      registerCourt: settings.registerCourt,
      registerNumber: settings.registerNumber,
      vatId: settings.vatId,
      supervisoryAuthority: settings.supervisoryAuthority,
      chamber: settings.chamber,
      professionalTitle: settings.professionalTitle,
      professionalRules: settings.professionalRules,
      contentResponsible: settings.contentResponsible,
    },
    openingHours: settings.openingHours,
    languages: settings.languages,
    firstConsultationFree: settings.firstConsultationFree,
    homeStats: settings.homeStats,
    foundedYear: settings.foundedYear,
  };
}

// The details from the environment alone (the defaults under the stored settings): for the
// site's address, scripts, and `next build`, which has no database. What a page shows comes from
// `siteSettingsForPages()` (lib/server/site-settings/cached.ts).
export function getSiteConfig(env: Env = process.env): SiteConfig {
  return siteConfigFrom(siteSettingsFromEnv(env), siteUrl(env));
}

export function formatAddress(address: SiteConfig['address']): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
}

// The firm's address as schema.org structured data (the organisation's and each service's provider's).
export function postalAddressJsonLd(address: SiteConfig['address']) {
  return { '@type': 'PostalAddress', streetAddress: address.street, postalCode: address.postalCode, addressLocality: address.city, addressCountry: 'DE' };
}

// The name the firm is registered under, else the name visitors know.
export function providerName(site: Pick<SiteConfig, 'name' | 'legal'>): string {
  return site.legal.legalName || site.name;
}

// The chat link of SPEC section 2: wa.me with a prefilled text.
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export const WHATSAPP_GREETING = 'Hello! I would like to learn more about your services.';
