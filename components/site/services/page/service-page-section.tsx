import type { ReactNode } from 'react';

type Props = {
  // The heading's id; the section is labelled by it.
  titleId: string;
  heading: string;
  background: 'bg-white' | 'bg-slate-50';
  // Text reads in a narrow column; cards and tables take the page's width.
  width: 'narrow' | 'wide';
  children: ReactNode;
};

// One band of a service's page: its h2, then its content.
export function ServicePageSection({ titleId, heading, background, width, children }: Props) {
  return (
    <section aria-labelledby={titleId} className={`${background} py-14 sm:py-20`}>
      <div className={`mx-auto ${width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl'} px-4`}>
        <h2 id={titleId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
