import { EnquiryProvider } from '@/components/site/services/enquiry-context';
import { HashScroll } from '@/components/site/services/hash-scroll';
import { PointsTable } from '@/components/site/services/points-table';
import { ServiceSection } from '@/components/site/services/service-section';
import { ServicesClosing } from '@/components/site/services/services-closing';
import { ServicesHero } from '@/components/site/services/services-hero';
import { servicesForPages } from '@/lib/server/services/cached';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';

export const generateMetadata = async ({ params }: { params: Promise<{ locale: string }> }) => sitePageMetadata({
  locale: await pageLocale(params),
  title: 'Services',
  description:
    'Educational consulting, Germany Opportunity Card (Chancenkarte) guidance, family reunification, career counselling, visa advisory and IT consulting from Berlin.',
  path: '/services',
});

// The services as administrators keep them (lib/server/services/cached.ts): a cached page,
// expired when a service is saved and refreshed after a minute at most.
export const revalidate = 60;

export default async function ServicesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [site, services] = await Promise.all([siteSettingsForPages(), servicesForPages(locale)]);
  return (
    <EnquiryProvider whatsappNumber={site.whatsappNumber} phone={site.phone}>
      <HashScroll />
      <ServicesHero services={services} />
      {services.map((service, index) => (
        <ServiceSection key={service.id} service={service} shaded={index % 2 === 0}>
          {service.opportunityCard && <PointsTable facts={service.opportunityCard} />}
        </ServiceSection>
      ))}
      <ServicesClosing />
    </EnquiryProvider>
  );
}
