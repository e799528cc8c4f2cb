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

// A cached page with the team and the founder's note's signer from the back office's authors
// (lib/server/authors/about-people.ts): an author write expires it at once; other instances
// refresh within a minute.
export const revalidate = 60;

export const generateMetadata = async ({ params }: { params: Promise<{ locale: string }> }) => sitePageMetadata({
  locale: await pageLocale(params),
  title: 'About Us',
  description:
    'Meet the Berlin education and immigration consultancy behind your move to Germany: our mission, our vision and the five values that guide every consultation.',
  path: '/about',
});

export default async function AboutPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const site = await siteSettingsForPages();
  const { team, signer } = await aboutPeopleForPage(locale);
  return (
    <>
      <AboutHero />
      <MissionVision />
      <FounderNote siteName={site.name} signer={signer} />
      <TeamSection team={team} />
      <CoreValues />
      <AboutCta />
    </>
  );
}
