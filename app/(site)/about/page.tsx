import { AboutCta } from '@/components/site/about/about-cta';
import { AboutHero } from '@/components/site/about/about-hero';
import { CoreValues } from '@/components/site/about/core-values';
import { FounderNote } from '@/components/site/about/founder-note';
import { MissionVision } from '@/components/site/about/mission-vision';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';

export const generateMetadata = () => sitePageMetadata({
  title: 'About Us',
  description:
    'Meet the Berlin education and immigration consultancy behind your move to Germany: our mission, our vision and the five values that guide every consultation.',
  path: '/about',
});

export default async function AboutPage() {
  const site = await siteSettingsForPages();
  return (
    <>
      <AboutHero />
      <MissionVision />
      <FounderNote siteName={site.name} />
      <CoreValues />
      <AboutCta />
    </>
  );
}
