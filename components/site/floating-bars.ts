'use client';

import { useEffect, type RefObject } from 'react';

// The bars fixed at the bottom of a public page (issue 40): the WhatsApp bar (on a phone a strip
// across the screen, from 640 px on a round button), the language suggestion (on a phone in the
// WhatsApp bar's place while it shows) and the back-to-top button beside them. None may ever cover a control, so the page reserves their
// height: `--floating-bars` on <html> is the distance from the screen's bottom edge to the top of
// the highest bar, and app/globals.css turns it into the page's end space (the spacer after the
// footer) and its scroll-padding (so focus, jumps and scrollIntoView stop above the bars). Before the
// scripts run the stylesheet's value for the WhatsApp bar alone holds; from then on each bar
// registers here and the height is measured again whenever one appears, goes, or changes size.

const bars = new Set<HTMLElement>();
let resizes: ResizeObserver | null = null;
let frame = 0;

function measure() {
  frame = 0;
  let height = 0;
  for (const bar of bars) {
    const box = bar.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) height = Math.max(height, window.innerHeight - box.top);
  }
  document.documentElement.style.setProperty('--floating-bars', `${Math.ceil(height)}px`);
}

function schedule() {
  if (!frame) frame = window.requestAnimationFrame(measure);
}

// Called by each floating bar with a ref to its fixed box.
export function useFloatingBar(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    resizes ??= new ResizeObserver(schedule);
    if (bars.size === 0) window.addEventListener('resize', schedule);
    bars.add(bar);
    resizes.observe(bar);
    schedule();
    return () => {
      bars.delete(bar);
      resizes?.unobserve(bar);
      if (bars.size === 0) window.removeEventListener('resize', schedule);
      schedule();
    };
  }, [ref]);
}
