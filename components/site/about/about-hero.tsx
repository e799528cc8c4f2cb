import { SiteImage } from '@/components/site/site-image';
import { ABOUT_HERO as HERO } from '@/lib/content/about';

export function AboutHero() {
  return (
    <section aria-labelledby="about-title" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{HERO.eyebrow}</p>
          <h1 id="about-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {HERO.heading}
          </h1>
          <p className="mt-6 text-lg text-blue-50">{HERO.intro}</p>
        </div>
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
      </div>
    </section>
  );
}
