import { faqJsonLd, jsonLdText, serviceJsonLd } from '@/lib/services/json-ld';
import type { ServiceContent } from '@/lib/services/service';
import type { SiteConfig } from '@/lib/site';

// The Service, and the FAQPage when there are questions (lib/services/json-ld.ts).
export function ServiceJsonLd({ service, site }: { service: ServiceContent; site: SiteConfig }) {
  const faq = faqJsonLd(service);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(serviceJsonLd(service, site)) }} />
      {faq && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(faq) }} />}
    </>
  );
}
