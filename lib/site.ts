// Company constants. Read on the server (env overrides apply at request/build time) and passed
// to client components as props, since process.env is not available in the browser bundle.
export type SiteConfig = {
  name: string;
  phone: string;
  email: string;
  address: string;
  whatsappNumber: string;
};

export function getSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  const phone = env.COMPANY_PHONE?.trim() || '+49 30 1234 5678';
  return {
    name: env.COMPANY_NAME?.trim() || 'Berlin Pathways Consulting',
    phone,
    email: env.COMPANY_EMAIL?.trim() || 'info@example.com',
    address: env.COMPANY_ADDRESS?.trim() || 'Friedrichstraße 100, 10117 Berlin, Germany',
    // wa.me wants digits only, with the country code.
    whatsappNumber: (env.WHATSAPP_NUMBER?.trim() || phone).replace(/\D/g, ''),
  };
}
