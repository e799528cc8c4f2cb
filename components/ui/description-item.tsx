import type { ReactNode } from 'react';

// One term and its value in a <dl> of facts (an enquiry's details); `wide` spans both columns of a
// two-column list from a tablet up. Long values (addresses, e-mail) break anywhere rather than overflow.
export function DescriptionItem({ label, wide = false, children }: { label: string; wide?: boolean; children?: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}
