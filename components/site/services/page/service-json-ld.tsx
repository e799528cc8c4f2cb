import { faqJsonLd, jsonLdText, serviceJsonLd, type JsonLdLanguage } from '@/lib/services/json-ld';
import type { ServiceContent } from '@/lib/services/service';
import type { SiteConfig } from '@/lib/site';

// The Service, and the FAQPage when there are questions (lib/services/json-ld.ts), in the page's language.
export function ServiceJsonLd({ service, site, language }: { service: ServiceContent; site: SiteConfig; language: JsonLdLanguage }) {
  const faq = faqJsonLd(service, language.inLanguage);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(serviceJsonLd(service, site, language)) }} />
      {faq && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(faq) }} />}
    </>
  );
}
