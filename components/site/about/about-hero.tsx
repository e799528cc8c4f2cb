import { SiteImage } from '@/components/site/site-image';
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
        <SiteImage
          src={HERO.image.src}
          originalWidth={1200}
          alt={HERO.image.alt}
          width={1200}
          height={900}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          preload
          fetchPriority="high"
          className="h-auto w-full rounded-2xl shadow-xl"
        />
      }
    />
  );
}
