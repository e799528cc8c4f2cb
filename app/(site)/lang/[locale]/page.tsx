import { getMessages, getTranslations } from 'next-intl/server';
import { consultationCopy } from '@/lib/content/consultation';
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
import { pageImagesForPages } from '@/lib/server/page-images/cached';
import { HOME_HERO_IMAGES } from '@/lib/page-images/slots';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home.metadata' });
  return sitePageMetadata({ locale, title: t('title'), description: t('description'), path: '/' }, { absolute: true });
}

// A cached page with the testimonials published and the services as administrators keep them
// and the hero's images as the firm chose them (lib/server/testimonials/cached.ts,
// lib/server/services/cached.ts, lib/server/page-images/cached.ts): saving any expires it at
// once; other instances refresh within a minute.
export const revalidate = 60;

export default async function HomePage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [site, testimonials, services, images, t, jsonLd] = await Promise.all([
    siteSettingsForPages(),
    testimonialsForPage(locale),
    servicesForPages(locale),
    pageImagesForPages(),
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'JsonLd' }),
  ]);
  const consultationFree = consultationIsFree(site.firstConsultationFree);
  const consultation = consultationCopy(locale, await getMessages({ locale }));
  return (
    <>
      <OrganizationJsonLd site={site} locale={locale} areaServed={jsonLd('areaServed')} />
      <HomeHero slides={HOME_HERO_IMAGES.map((id) => images[id])} consultationFree={consultationFree} consultation={consultation} t={t} locale={locale} />
      <StatsBand stats={site.homeStats} foundedYear={site.foundedYear} locale={locale} heading={t('stats.heading')} />
      <SolutionsGrid services={services} t={t} locale={locale} />
      <WhyGermany t={t} />
      <WhyChooseUs t={t} />
      <TestimonialsSection items={testimonials} t={t} locale={locale} />
      <HomeCta phone={site.phone} consultationFree={consultationFree} consultation={consultation} t={t} locale={locale} />
    </>
  );
}
