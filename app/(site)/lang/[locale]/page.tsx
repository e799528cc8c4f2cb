import { HomeCta } from '@/components/site/home/home-cta';
import { HomeHero } from '@/components/site/home/home-hero';
import { SolutionsGrid } from '@/components/site/home/solutions-grid';
import { StatsBand } from '@/components/site/home/stats-band';
import { TestimonialsSection } from '@/components/site/home/testimonials-section';
import { WhyChooseUs } from '@/components/site/home/why-choose-us';
import { WhyGermany } from '@/components/site/home/why-germany';
import { pageLocale } from '@/i18n/page-locale';
import { OrganizationJsonLd } from '@/components/site/organization-json-ld';
import { testimonialsForPage } from '@/lib/server/testimonials/cached';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { servicesForPages } from '@/lib/server/services/cached';
import { consultationIsFree } from '@/lib/services/fee';

export const generateMetadata = async ({ params }: { params: Promise<{ locale: string }> }) => sitePageMetadata({
  locale: await pageLocale(params),
  title: 'Study, Work and Live in Germany',
  description:
    'Education and immigration consulting in Berlin: university admissions, the Germany Opportunity Card (Chancenkarte), visas, family reunification and career counselling.',
  path: '/',
}, { absolute: true });

// A cached page with the testimonials published and the services as administrators keep them
// (lib/server/testimonials/cached.ts, lib/server/services/cached.ts): saving either expires it at
// once; other instances refresh within a minute.
export const revalidate = 60;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [site, testimonials, services] = await Promise.all([siteSettingsForPages(), testimonialsForPage(locale), servicesForPages(locale)]);
  return (
    <>
      <OrganizationJsonLd site={site} />
      <HomeHero consultationFree={consultationIsFree(site.firstConsultationFree)} />
      <StatsBand stats={site.homeStats} foundedYear={site.foundedYear} />
      <SolutionsGrid services={services} />
      <WhyGermany />
      <WhyChooseUs />
      <TestimonialsSection items={testimonials} />
      <HomeCta phone={site.phone} consultationFree={consultationIsFree(site.firstConsultationFree)} />
    </>
  );
}
