import { AboutPhoto } from './about-photo';
import type { AboutTranslator } from './about-translator';
import { PageHero } from '@/components/ui/page-hero';
import { ABOUT_HERO as HERO } from '@/lib/content/about';

export function AboutHero({ t }: { t: AboutTranslator }) {
  return (
    <PageHero
      titleId="about-title"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.heading')}
      intro={t('hero.intro')}
      size="tall"
      aside={
        <AboutPhoto image={{ src: HERO.image.src, alt: t('hero.imageAlt') }} first className="h-auto w-full rounded-2xl shadow-xl" />
      }
    />
  );
}
