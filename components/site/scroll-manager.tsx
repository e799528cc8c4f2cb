'use client';

import { ArrowUp } from '@/components/ui/icons';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useFloatingBar } from './floating-bars';

const BACK_TO_TOP_AFTER_PX = 300;

// Scrolls to the top on every route change (unless the address targets a section) and shows a
// back-to-top button once the page is scrolled more than 300 px. `label`: the button's name in the
// page's language.
export function ScrollManager({ label }: { label: string }) {
  const pathname = usePathname();
  const [showButton, setShowButton] = useState(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Not on the first render: a page that has just loaded is already at the top (or at its hash),
  // and scrolling during hydration would force a layout of the whole page in the middle of it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  // The browser sends a scroll event whenever the position changes. A page already scrolled before
  // it hydrated (a restored position, or a visitor quicker than the scripts) sends none, so the
  // position is read once too: in the next animation frame, not during hydration, where reading
  // it would force a layout of the whole page in the middle of it.
  useEffect(() => {
    const onScroll = () => setShowButton(window.scrollY > BACK_TO_TOP_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    const first = window.requestAnimationFrame(onScroll);
    return () => {
      window.cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!showButton) return null;
  return <BackToTop label={label} />;
}

// In the phone's WhatsApp bar, at its right end; from 640 px left of the round chat button, on its
// line, so the floating bars keep their height (floating-bars.ts) whether it shows or not.
function BackToTop({ label }: { label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useFloatingBar(button);
  return (
    <button
      ref={button}
      type="button"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-[calc(0.5rem+env(safe-area-inset-bottom))] z-50 inline-flex h-12 w-12 items-center justify-center sm:right-22 sm:bottom-5 rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <ArrowUp aria-hidden="true" className="h-6 w-6" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
