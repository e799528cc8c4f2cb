// Company constants in one typed place, with environment overrides. Read on the server (at build
// time for prerendered pages) and passed to client components as props, since process.env is not
// available in the browser bundle.
export type SocialLink = { name: 'Facebook' | 'LinkedIn' | 'Instagram' | 'X'; href: string };

export type SiteConfig = {
  name: string;
  url: string;
  phone: string;
  email: string;
  address: { street: string; postalCode: string; city: string; country: string };
  whatsappNumber: string;
  socials: SocialLink[];
};

// Placeholders, deliberately recognisable as such: the README tells the firm to set real values.
const DEFAULTS = {
  name: 'Spree Bridge Consulting',
  phone: '+49 30 0000 0000',
  email: 'hello@example.com',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
};

type Env = Record<string, string | undefined>;

function read(env: Env, key: string, fallback: string): string {
  return env[key]?.trim() || fallback;
}

export function getSiteConfig(env: Env = process.env): SiteConfig {
  const phone = read(env, 'COMPANY_PHONE', DEFAULTS.phone);
  return {
    name: read(env, 'SITE_NAME', DEFAULTS.name),
    url: read(env, 'SITE_URL', 'http://localhost:3000').replace(/\/+$/, ''),
    phone,
    email: read(env, 'COMPANY_EMAIL', DEFAULTS.email),
    address: {
      street: read(env, 'COMPANY_STREET', DEFAULTS.street),
      postalCode: read(env, 'COMPANY_POSTAL_CODE', DEFAULTS.postalCode),
      city: read(env, 'COMPANY_CITY', DEFAULTS.city),
      country: 'Germany',
    },
    // wa.me wants digits only, with the country code.
    whatsappNumber: read(env, 'WHATSAPP_NUMBER', phone).replace(/\D/g, ''),
    socials: [
      { name: 'Facebook', href: read(env, 'SOCIAL_FACEBOOK_URL', 'https://www.facebook.com/') },
      { name: 'LinkedIn', href: read(env, 'SOCIAL_LINKEDIN_URL', 'https://www.linkedin.com/') },
      { name: 'Instagram', href: read(env, 'SOCIAL_INSTAGRAM_URL', 'https://www.instagram.com/') },
      { name: 'X', href: read(env, 'SOCIAL_X_URL', 'https://x.com/') },
    ],
  };
}

export function formatAddress(address: SiteConfig['address']): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
}

// The chat link of SPEC section 2: wa.me with a prefilled text.
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export const WHATSAPP_GREETING = 'Hello! I would like to learn more about your services.';
