'use client';

import { useEffect } from 'react';

// SPEC section 9: wait 100 ms so the page has laid out before scrolling to the linked section.
const HASH_SCROLL_DELAY_MS = 100;

function targetOfHash(): HTMLElement | null {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null; // a malformed escape in the address
  }
}

// Scrolls to the section named in the address on load and whenever the hash changes.
export function HashScroll() {
  useEffect(() => {
    let timer: number | undefined;
    const scrollToHash = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        targetOfHash()?.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
      }, HASH_SCROLL_DELAY_MS);
    };
    if (window.location.hash) scrollToHash();
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('hashchange', scrollToHash);
    };
  }, []);
  return null;
}
