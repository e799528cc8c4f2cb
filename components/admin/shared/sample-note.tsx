import type { ReactNode } from 'react';

// The note at the top of a form whose record is a sample that came with the site (a checklist, a
// testimonial, a consultation type, an adviser's hours): what to do so it stops being one.
export function SampleNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      {children}
    </p>
  );
}
