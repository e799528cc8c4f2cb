'use client';

import { Pause, Play } from '@/components/ui/icons';
import { useEffect, useState } from 'react';
import { HERO_INTERVAL_MS, nextSlide } from '@/lib/carousel';
import { SiteImage } from '@/components/site/site-image';
import { fillText } from '@/i18n/fill-text';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import type { PageImageSource } from '@/lib/page-images/slots';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

// Its words come from the server (Home.hero in the catalogue); showSlide has {number} and {count}.
export type HeroCarouselTexts = { label: string; showSlide: string; pause: string; play: string };

// The rotating hero background (SPEC: 5 images, 5 s). The visitor can pick a slide or pause;
// with reduced motion it stays still until the visitor presses play.
export function HeroCarousel({ slides, texts }: { slides: PageImageSource[]; texts: HeroCarouselTexts }) {
  const [index, setIndex] = useState(0);
  // null: no choice yet, so the motion preference decides.
  const [choice, setChoice] = useState<boolean | null>(null);
  const reduced = useReducedMotion();
  const playing = choice ?? !reduced;

  // Only the first slide loads with the page (it is the largest paint); the others would compete
  // with it and with the page's scripts for the connection, so they are added once the page has
  // loaded, well before the first change after five seconds.
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => {
    const done = () => setPageLoaded(true);
    if (document.readyState === 'complete') return done();
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);

  // Re-armed on every change, so a slide picked by hand also gets its full five seconds.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((current) => nextSlide(current, slides.length)), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, slides.length]);

  return (
    <>
      <div className="absolute inset-0 -z-10">
        {slides.map(({ src, originalWidth }, i) =>
          i === 0 || i === index || pageLoaded ? (
            <SiteImage
              key={`${i}:${src}`}
              src={src}
              originalWidth={originalWidth}
              alt=""
              fill
              sizes="100vw"
              preload={i === 0}
              fetchPriority={i === 0 ? 'high' : 'low'}
              className={`object-cover transition-opacity duration-1000 ${i === index ? 'opacity-100' : 'opacity-0'}`}
            />
          ) : null,
        )}
        {/* Dark overlay: keeps the white text above AA contrast on every slide. */}
        <div className="absolute inset-0 bg-slate-950/55" />
        <div className="absolute inset-0 bg-linear-to-r from-slate-950/75 to-transparent" />
      </div>
      <div role="group" aria-label={texts.label} className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-1">
        {slides.map(({ src }, i) => (
          <button
            key={`${i}:${src}`}
            type="button"
            aria-label={fillText(texts.showSlide, { number: i + 1, count: slides.length })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            className={`inline-flex h-8 w-8 items-center justify-center rounded-full ${FOCUS}`}
          >
            <span className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60'}`} />
          </button>
        ))}
        <button
          type="button"
          onClick={() => setChoice(!playing)}
          className={`ml-2 inline-flex h-9 w-9 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/10 ${FOCUS}`}
        >
          {playing ? <Pause aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
          <span className="sr-only">{playing ? texts.pause : texts.play}</span>
        </button>
      </div>
    </>
  );
}
