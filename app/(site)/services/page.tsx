import { EnquiryProvider } from '@/components/site/services/enquiry-context';
import { HashScroll } from '@/components/site/services/hash-scroll';
import { PointsTable } from '@/components/site/services/points-table';
import { ServiceSection } from '@/components/site/services/service-section';
import { ServicesClosing } from '@/components/site/services/services-closing';
import { ServicesHero } from '@/components/site/services/services-hero';
import { SERVICE_SECTIONS } from '@/lib/content/services';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';

export const generateMetadata = () => sitePageMetadata({
  title: 'Services',
  description:
    'Educational consulting, Germany Opportunity Card (Chancenkarte) guidance, family reunification, career counselling, visa advisory and IT consulting from Berlin.',
  path: '/services',
});

export default async function ServicesPage() {
  const site = await siteSettingsForPages();
  return (
    <EnquiryProvider whatsappNumber={site.whatsappNumber} phone={site.phone}>
      <HashScroll />
      <ServicesHero />
      {SERVICE_SECTIONS.map((section, index) => (
        <ServiceSection key={section.id} section={section} shaded={index % 2 === 0}>
          {section.id === 'opportunity-card' && <PointsTable />}
        </ServiceSection>
      ))}
      <ServicesClosing />
    </EnquiryProvider>
  );
}
