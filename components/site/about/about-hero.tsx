import { AboutPhoto } from './about-photo';
import { PageHero } from '@/components/ui/page-hero';
import { ABOUT_HERO as HERO } from '@/lib/content/about';

export function AboutHero() {
  return (
    <PageHero
      titleId="about-title"
      eyebrow={HERO.eyebrow}
      title={HERO.heading}
      intro={HERO.intro}
      size="tall"
      aside={
        <AboutPhoto image={HERO.image} first className="h-auto w-full rounded-2xl shadow-xl" />
      }
    />
  );
}
