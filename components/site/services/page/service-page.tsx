import type { PostDto } from '@/lib/posts/dto';
import { SERVICE_PAGE as COPY } from '@/lib/content/services';
import { descriptionParagraphs, type ServiceContent } from '@/lib/services/service';
import type { SiteConfig } from '@/lib/site';
import { EnquiryProvider } from '../enquiry-context';
import { OfferingList } from '../offering-list';
import { PointsTable } from '../points-table';
import { RelatedPosts } from './related-posts';
import { ServiceEnquire } from './service-enquire';
import { ServiceFaq } from './service-faq';
import { ServiceHero } from './service-hero';
import { ServiceJsonLd } from './service-json-ld';
import { ServicePageSection } from './service-page-section';

type Props = { service: ServiceContent; related: PostDto[]; site: SiteConfig };

// A service's own page: title and fee, the long description, the offerings (and the Opportunity
// Card's points), the questions, the enquiry for this service, and posts about it.
export function ServicePage({ service, related, site }: Props) {
  const paragraphs = descriptionParagraphs(service.description);
  return (
    <EnquiryProvider whatsappNumber={site.whatsappNumber} phone={site.phone}>
      <ServiceJsonLd service={service} site={site} />
      <ServiceHero service={service} />
      {paragraphs.length > 0 && (
        <ServicePageSection titleId="about-heading" heading={COPY.aboutHeading(service.title)} background="bg-white" width="narrow">
          <div className="mt-6 space-y-4 text-lg text-slate-700">
            {paragraphs.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </ServicePageSection>
      )}
      <ServicePageSection titleId="offerings-heading" heading={COPY.offeringsHeading} background="bg-slate-50" width="wide">
        <OfferingList offerings={service.offerings} />
        {service.opportunityCard && <PointsTable facts={service.opportunityCard} />}
      </ServicePageSection>
      {service.faq.length > 0 && <ServiceFaq faq={service.faq} />}
      <ServiceEnquire service={service} firmOffersFreeConsultation={site.firstConsultationFree} />
      {related.length > 0 && <RelatedPosts posts={related} />}
    </EnquiryProvider>
  );
}
