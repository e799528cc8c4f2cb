import type { ReactNode } from 'react';

// A newsletter link that cannot do what it offers (not valid, expired, used): what happened and
// where to go instead, on the link pages before and after their button.
export function LinkProblem({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p>{text}</p>
      <p className="mt-2">{children}</p>
    </div>
  );
}
