import { HomeCta } from '@/components/site/home/home-cta';
import { HomeHero } from '@/components/site/home/home-hero';
import { SolutionsGrid } from '@/components/site/home/solutions-grid';
import { StatsBand } from '@/components/site/home/stats-band';
import { TestimonialsSection } from '@/components/site/home/testimonials-section';
import { WhyChooseUs } from '@/components/site/home/why-choose-us';
import { WhyGermany } from '@/components/site/home/why-germany';
import { OrganizationJsonLd } from '@/components/site/organization-json-ld';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';

export const generateMetadata = () => sitePageMetadata({
  title: 'Study, Work and Live in Germany',
  description:
    'Education and immigration consulting in Berlin: university admissions, the Germany Opportunity Card (Chancenkarte), visas, family reunification and career counselling.',
  path: '/',
});

export default async function HomePage() {
  const site = await siteSettingsForPages();
  return (
    <>
      <OrganizationJsonLd site={site} />
      <HomeHero />
      <StatsBand />
      <SolutionsGrid />
      <WhyGermany />
      <WhyChooseUs />
      <TestimonialsSection />
      <HomeCta phone={site.phone} />
    </>
  );
}
