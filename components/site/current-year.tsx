'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// The page is prerendered: the server's HTML carries the build year, and right after hydration
// the visitor's current year replaces it (a plain render would keep the server's text).
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => buildYear);
  return <span>{year}</span>;
}
