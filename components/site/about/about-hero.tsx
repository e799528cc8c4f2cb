import { AboutPhoto } from './about-photo';
import type { AboutTranslator } from './about-translator';
import { PageHero } from '@/components/ui/page-hero';
import type { PageImageSource } from '@/lib/page-images/slots';

export function AboutHero({ t, image }: { t: AboutTranslator; image: PageImageSource }) {
  return (
    <PageHero
      titleId="about-title"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.heading')}
      intro={t('hero.intro')}
      size="tall"
      aside={
        <AboutPhoto image={image} alt={t('hero.imageAlt')} first className="h-auto w-full rounded-2xl shadow-xl" />
      }
    />
  );
}
