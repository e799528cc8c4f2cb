'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from '@/components/ui/icons';
import { useRef, useState } from 'react';
import { clickDirection, edgeZone, type Direction, type Zone } from '@/lib/carousel';
import { fillText } from '@/i18n/fill-text';
import type { PublicTestimonial } from '@/lib/testimonials/testimonial';
import { TestimonialCard, type TestimonialCardTexts } from './testimonial-card';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { useTestimonialScroll } from './use-testimonial-scroll';

const BUTTON =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

// SPEC testimonial carousel: continuous auto-scroll, arrow buttons, mouse edge zones and
// right-click stepping. Added for accessibility: a pause button, no motion under reduced
// motion until the visitor presses play, and a pause while keyboard focus is inside.
// Its words from the server (Home.testimonials); announcement has {number}, {count} and {name}.
export type TestimonialCarouselTexts = TestimonialCardTexts & { region: string; previous: string; next: string; pause: string; play: string; announcement: string };

export function TestimonialCarousel({ items, texts }: { items: PublicTestimonial[]; texts: TestimonialCarouselTexts }) {
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduced;
  const { trackRef, shown, step, settle, setKeyboardFocus } = useTestimonialScroll(items.length, playing);
  const [announcement, setAnnouncement] = useState('');
  const zone = useRef<Zone>(null);

  const go = (direction: Direction) => {
    const index = step(direction);
    const shown = items[index];
    if (shown) setAnnouncement(fillText(texts.announcement, { number: index + 1, count: items.length, name: shown.name }));
  };

  // Edge zones belong to the moving carousel: once it is paused, cards move only on request.
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || !playing) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const next = edgeZone(event.clientX - rect.left, rect.width);
    if (next !== zone.current && next) go(next === 'left' ? -1 : 1);
    zone.current = next;
  };

  const onContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    go(clickDirection(event.clientX - rect.left, rect.width));
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={texts.region}
      onFocus={(event) => setKeyboardFocus(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
      }}
    >
      <div
        data-carousel-viewport
        className="@container overflow-hidden"
        onPointerMove={onPointerMove}
        onPointerLeave={() => {
          zone.current = null;
        }}
        onContextMenu={onContextMenu}
      >
        <div
          ref={trackRef}
          className="flex w-max will-change-transform"
          onTransitionEnd={(event) => event.target === event.currentTarget && settle()}
        >
          <ul className="flex">
            {items.map((item) => (
              <TestimonialCard key={item._id} testimonial={item} texts={texts} />
            ))}
          </ul>
          {/* The copy the track scrolls into before it wraps; screen readers skip it. Added when
              the carousel first comes into view, so it is not part of the page load and hydration. */}
          {shown && (
            <ul className="flex" aria-hidden="true">
              {items.map((item) => (
                <TestimonialCard key={item._id} testimonial={item} texts={texts} />
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <button type="button" aria-label={texts.previous} onClick={() => go(-1)} className={BUTTON}>
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <button type="button" onClick={() => setChoice(!playing)} className={BUTTON}>
          {playing ? <Pause aria-hidden="true" className="h-5 w-5" /> : <Play aria-hidden="true" className="h-5 w-5" />}
          <span className="sr-only">{playing ? texts.pause : texts.play}</span>
        </button>
        <button type="button" aria-label={texts.next} onClick={() => go(1)} className={BUTTON}>
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
