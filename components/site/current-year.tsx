'use client';

// The page is prerendered; the year is the visitor's current one, not the build's.
export function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
