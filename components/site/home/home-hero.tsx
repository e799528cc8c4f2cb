import Link from 'next/link';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import type { ConsultationCopy } from '@/lib/content/consultation';
import type { PageImageSource } from '@/lib/page-images/slots';
import { HOME_HERO as HERO } from '@/lib/content/home';
import { HeroCarousel } from './hero-carousel';
import type { HomeTranslator } from './home-translator';
import { buttonClass } from '@/components/ui/button';

export function HomeHero({
  consultationFree,
  consultation,
  slides,
  t,
  locale,
}: {
  // The hero's slides as the firm chose them (lib/server/page-images/cached.ts).
  slides: PageImageSource[];
  consultationFree: boolean;
  consultation: ConsultationCopy;
  t: HomeTranslator;
  locale: Locale;
}) {
  // The carousel runs in the browser: its words go with it, the rest of the catalogue does not.
  const carouselTexts = { label: t('hero.carouselLabel'), showSlide: t.raw('hero.showSlide') as string, pause: t('hero.pause'), play: t('hero.play') };
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-slate-950 text-white">
      <HeroCarousel slides={slides} texts={carouselTexts} />
      <div className="mx-auto max-w-7xl px-4 pt-20 pb-28 sm:pt-28 sm:pb-36 lg:pt-36 lg:pb-44">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{t('hero.eyebrow')}</p>
        <h1 id="home-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {t('hero.heading')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-100 sm:text-xl">{t('hero.intro')}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link href={localizeHref(HERO.primaryHref, locale)} className={buttonClass('inverse', 'lg')}>
            {t('hero.primary')}
          </Link>
          <Link href={localizeHref(HERO.secondaryHref, locale)} className={buttonClass('inverse-outline', 'lg')}>
            {consultation.heroButton(consultationFree)}
          </Link>
        </div>
      </div>
    </section>
  );
}
