import Link from 'next/link';
import { CONSULTATION_COPY } from '@/lib/content/consultation';
import { HOME_HERO as HERO } from '@/lib/content/home';
import { HeroCarousel } from './hero-carousel';
import { buttonClass } from '@/components/ui/button';

export function HomeHero({ consultationFree }: { consultationFree: boolean }) {
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-slate-950 text-white">
      <HeroCarousel slides={HERO.slides} slideWidth={HERO.slideWidth} label={HERO.carouselLabel} />
      <div className="mx-auto max-w-7xl px-4 pt-20 pb-28 sm:pt-28 sm:pb-36 lg:pt-36 lg:pb-44">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{HERO.eyebrow}</p>
        <h1 id="home-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {HERO.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-100 sm:text-xl">{HERO.intro}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link href={HERO.primary.href} className={buttonClass('inverse', 'lg')}>
            {HERO.primary.label}
          </Link>
          <Link href={HERO.secondary.href} className={buttonClass('inverse-outline', 'lg')}>
            {CONSULTATION_COPY.heroButton(consultationFree)}
          </Link>
        </div>
      </div>
    </section>
  );
}
