import { ENQUIRY_FORM_ID } from '@/lib/services/service';
import type { PublicFormAction } from '@/components/site/use-public-form';
import type { PostDto } from '@/lib/posts/post';
import { CheckPointsCta, type CheckPointsCtaTexts } from '@/components/site/opportunity-check/check-points-cta';
import { descriptionParagraphs, type ServiceContent } from '@/lib/services/service';
import type { SiteConfig } from '@/lib/site';
import { ServiceChecklistLinks, type ChecklistLink } from '../../checklists/service-checklist-links';
import { EnquiryProvider } from '../enquiry-context';
import type { EnquiryTexts } from '../enquiry-texts';
import { OfferingList } from '../offering-list';
import { PointsTable } from '../points-table';
import type { ServicesCopy } from '../services-copy';
import { RelatedPosts } from './related-posts';
import { ServiceEnquire } from './service-enquire';
import { ServiceFaq } from './service-faq';
import { ServiceHero } from './service-hero';
import { ServiceJsonLd } from './service-json-ld';
import { ServicePageSection } from './service-page-section';

type Props = {
  service: ServiceContent;
  related: PostDto[];
  site: SiteConfig;
  copy: ServicesCopy;
  enquiry: EnquiryTexts;
  // The page's sendServiceEnquiry, its language bound.
  enquiryAction: PublicFormAction;
  areaServed: string;
  // The document checklists that belong to this service.
  checklists: ChecklistLink[];
  // The way to the points check, on the Opportunity Card's page only.
  checkCta: CheckPointsCtaTexts | null;
  // "Book a consultation": the service's first consultation type, or all of them.
  booking: { href: string; label: string };
};

// A service's own page: title and fee, the long description, the offerings (and the Opportunity
// Card's points and the way to its points check), the questions, the enquiry for this service,
// and posts about it.
export function ServicePage({ service, related, site, copy, enquiry, enquiryAction, areaServed, checklists, checkCta, booking }: Props) {
  const { t } = copy;
  const paragraphs = descriptionParagraphs(service.description);
  const language = { inLanguage: copy.locale, areaServed, fee: copy.fee };
  return (
    <EnquiryProvider whatsappNumber={site.whatsappNumber} phone={site.phone} texts={enquiry} action={enquiryAction}>
      <ServiceJsonLd service={service} site={site} language={language} />
      <ServiceHero service={service} copy={copy} />
      {paragraphs.length > 0 && (
        <ServicePageSection titleId="about-heading" heading={t('page.aboutHeading', { title: service.title })} background="bg-white" width="narrow">
          <div className="mt-6 space-y-4 text-lg text-slate-700">
            {paragraphs.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </ServicePageSection>
      )}
      <ServicePageSection titleId="offerings-heading" heading={t('page.offeringsHeading')} background="bg-slate-50" width="wide">
        <OfferingList offerings={service.offerings} copy={copy} enquireHref={`#${ENQUIRY_FORM_ID}`} />
        {service.opportunityCard && <PointsTable facts={service.opportunityCard} copy={copy} />}
        {checkCta && <CheckPointsCta texts={checkCta} />}
        <ServiceChecklistLinks links={checklists} />
      </ServicePageSection>
      {service.faq.length > 0 && <ServiceFaq faq={service.faq} heading={t('page.faqHeading')} />}
      <ServiceEnquire service={service} firmOffersFreeConsultation={site.firstConsultationFree} copy={copy} booking={booking} action={enquiryAction} />
      {related.length > 0 && <RelatedPosts posts={related} heading={t('page.relatedHeading')} />}
    </EnquiryProvider>
  );
}
