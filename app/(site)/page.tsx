import { HomeCta } from '@/components/site/home/home-cta';
import { HomeHero } from '@/components/site/home/home-hero';
import { SolutionsGrid } from '@/components/site/home/solutions-grid';
import { StatsBand } from '@/components/site/home/stats-band';
import { TestimonialsSection } from '@/components/site/home/testimonials-section';
import { WhyChooseUs } from '@/components/site/home/why-choose-us';
import { WhyGermany } from '@/components/site/home/why-germany';
import { OrganizationJsonLd } from '@/components/site/organization-json-ld';
import { pageMetadata } from '@/lib/seo';
import { getSiteConfig } from '@/lib/site';
import { servicesForPages } from '@/lib/server/services/cached';

export const metadata = pageMetadata({
  title: 'Study, Work and Live in Germany',
  description:
    'Education and immigration consulting in Berlin: university admissions, the Germany Opportunity Card (Chancenkarte), visas, family reunification and career counselling.',
  path: '/',
});

// The solution cards show the services as administrators keep them (lib/server/services/cached.ts):
// still a cached page, expired when a service is saved and refreshed after a minute at most.
export const revalidate = 60;

export default async function HomePage() {
  const site = getSiteConfig();
  const services = await servicesForPages();
  return (
    <>
      <OrganizationJsonLd site={site} />
      <HomeHero />
      <StatsBand />
      <SolutionsGrid services={services} />
      <WhyGermany />
      <WhyChooseUs />
      <TestimonialsSection />
      <HomeCta phone={site.phone} />
    </>
  );
}
