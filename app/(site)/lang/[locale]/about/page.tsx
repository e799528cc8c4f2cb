import { getTranslations } from 'next-intl/server';
import { AboutCta } from '@/components/site/about/about-cta';
import { AboutHero } from '@/components/site/about/about-hero';
import { CoreValues } from '@/components/site/about/core-values';
import { FounderNote } from '@/components/site/about/founder-note';
import { MissionVision } from '@/components/site/about/mission-vision';
import { TeamSection } from '@/components/site/about/team-section';
import { aboutPeopleForPage } from '@/lib/server/authors/about-people';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';
import { pageImagesForPages } from '@/lib/server/page-images/cached';

// A cached page with the team and the founder's note's signer from the back office's authors
// (lib/server/authors/about-people.ts) and its images as the firm chose them
// (lib/server/page-images/cached.ts): a write to either expires it at once; other instances
// refresh within a minute.
export const revalidate = 60;

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'About.metadata' });
  return sitePageMetadata({ locale, title: t('title'), description: t('description'), path: '/about' });
}

export default async function AboutPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [site, { team, signer }, images, t] = await Promise.all([
    siteSettingsForPages(),
    aboutPeopleForPage(locale),
    pageImagesForPages(),
    getTranslations({ locale, namespace: 'About' }),
  ]);
  return (
    <>
      <AboutHero t={t} image={images['about-hero']} />
      <MissionVision t={t} image={images['about-vision']} />
      <FounderNote siteName={site.name} signer={signer} t={t} locale={locale} />
      <TeamSection team={team} t={t} locale={locale} />
      <CoreValues t={t} />
      <AboutCta t={t} locale={locale} />
    </>
  );
}
