'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { advance, stepPosition, TESTIMONIAL, wrap, type Direction } from '@/lib/carousel';

const STEP_TRANSITION = 'transform 450ms ease';

// Drives the testimonial track outside React state: the position changes every animation frame,
// so it lives in a ref and is written straight to the track's transform. The track holds the
// list twice; wrapping jumps between identical copies, which the eye cannot see.
export function useTestimonialScroll(count: number, running: boolean) {
  const trackRef = useRef<HTMLDivElement>(null);
  // In cards; may leave [0, count) while a manual step animates past either end.
  const position = useRef(0);
  const stepPx = useRef<number>(TESTIMONIAL.stepPx);
  const pausedUntil = useRef(0);
  const focusInside = useRef(false);

  const render = useCallback((animate: boolean) => {
    const track = trackRef.current;
    if (!track) return;
    track.style.transition = animate ? STEP_TRANSITION : 'none';
    track.style.transform = `translate3d(${(-position.current * stepPx.current).toFixed(2)}px, 0, 0)`;
  }, []);

  // One card plus its gap: 428 px on wide screens, less where the card shrinks to fit a phone.
  useEffect(() => {
    const track = trackRef.current;
    const cards = track?.querySelectorAll('li');
    if (!track || !cards || cards.length < 2) return;
    const measure = () => {
      stepPx.current = cards[1]!.offsetLeft - cards[0]!.offsetLeft || TESTIMONIAL.stepPx;
      render(false);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(cards[0]!);
    return () => observer.disconnect();
  }, [render]);

  // Animate only while the carousel is on screen: no work for a section nobody is looking at,
  // and none during page load, when the section is far below the fold.
  const [onScreen, setOnScreen] = useState(false);
  // Once it has been on screen, the track keeps its second copy of the list (see the carousel).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new IntersectionObserver(([entry]) => {
      const visible = entry?.isIntersecting ?? false;
      setOnScreen(visible);
      if (visible) setShown(true);
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!running || !onScreen) return;
    let frame = 0;
    const tick = (now: number) => {
      if (now >= pausedUntil.current && !focusInside.current) {
        position.current = advance(position.current, stepPx.current, count);
        render(false);
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, onScreen, count, render]);

  // A manual step: snap to the neighbouring card, animate there, pause auto-scroll for 3 s.
  // Returns the index of the card now at the left edge.
  const step = useCallback(
    (direction: Direction): number => {
      let from = wrap(position.current, count);
      let to = stepPosition(from, direction);
      // Stepping back from the first card: jump to the same place in the copy first.
      if (to < 0) {
        from += count;
        to += count;
      }
      position.current = from;
      render(false);
      void trackRef.current?.offsetWidth; // flush the jump so the transition starts from it
      position.current = to;
      render(true);
      pausedUntil.current = performance.now() + TESTIMONIAL.pauseAfterStepMs;
      return wrap(to, count);
    },
    [count, render],
  );

  // After a step has animated past the end, continue from the equivalent place in the first copy.
  const settle = useCallback(() => {
    position.current = wrap(position.current, count);
    render(false);
  }, [count, render]);

  // Keyboard users reading a card should not have it slide away; mouse clicks on the buttons
  // leave no focus ring and do not count.
  const setKeyboardFocus = useCallback((inside: boolean) => {
    focusInside.current = inside;
  }, []);

  return { trackRef, shown, step, settle, setKeyboardFocus };
}
