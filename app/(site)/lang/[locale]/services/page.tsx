import { sendServiceEnquiry } from './actions';
import { getMessages, getTranslations } from 'next-intl/server';
import { consultationCopy } from '@/lib/content/consultation';
import { EnquiryProvider } from '@/components/site/services/enquiry-context';
import { enquiryNamesOf, enquiryTexts, enquiryTitlesOf } from '@/components/site/services/enquiry-texts';
import { HashScroll } from '@/components/site/services/hash-scroll';
import { CheckPointsCta, checkPointsCtaTexts } from '@/components/site/opportunity-check/check-points-cta';
import { PointsTable } from '@/components/site/services/points-table';
import { ServiceSection } from '@/components/site/services/service-section';
import { servicesCopy } from '@/components/site/services/services-copy';
import { ServicesClosing } from '@/components/site/services/services-closing';
import { ServicesHero } from '@/components/site/services/services-hero';
import { servicesForPages } from '@/lib/server/services/cached';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';
import { OPPORTUNITY_CARD_ID } from '@/lib/services/service';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Services.metadata' });
  return sitePageMetadata({ locale, title: t('title'), description: t('description'), path: '/services' });
}

// The services as administrators keep them (lib/server/services/cached.ts): a cached page,
// expired when a service is saved and refreshed after a minute at most.
export const revalidate = 60;

export default async function ServicesPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [site, services, t, rules, checkCta] = await Promise.all([
    siteSettingsForPages(),
    servicesForPages(locale),
    getTranslations({ locale, namespace: 'Services' }),
    getTranslations({ locale, namespace: 'OpportunityRules' }),
    checkPointsCtaTexts(locale),
  ]);
  const copy = servicesCopy(t, locale, consultationCopy(locale, await getMessages({ locale })), rules);
  const enquiry = await enquiryTexts(locale, enquiryNamesOf(services), enquiryTitlesOf(services));
  return (
    <EnquiryProvider whatsappNumber={site.whatsappNumber} phone={site.phone} texts={enquiry} action={sendServiceEnquiry.bind(null, locale)}>
      <HashScroll />
      <ServicesHero services={services} copy={copy} />
      {services.map((service, index) => (
        <ServiceSection key={service.id} service={service} shaded={index % 2 === 0} copy={copy}>
          {service.opportunityCard && <PointsTable facts={service.opportunityCard} copy={copy} />}
          {service.id === OPPORTUNITY_CARD_ID && <CheckPointsCta texts={checkCta} />}
        </ServiceSection>
      ))}
      <ServicesClosing copy={copy} />
    </EnquiryProvider>
  );
}
