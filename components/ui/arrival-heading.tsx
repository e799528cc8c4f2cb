'use client';

import { useEffect, useRef } from 'react';

// A heading that takes the focus when it appears, so a screen reader reads what just happened
// (a booking made, moved or cancelled): focused once mounted, and `autofocus` for a page loaded
// without scripts (React itself focuses only form controls).
export function ArrivalHeading({ id, className, children }: { id?: string; className: string; children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} autoFocus className={`${className} focus:outline-none`}>
      {children}
    </h2>
  );
}
