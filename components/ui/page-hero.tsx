import type { ReactNode } from 'react';

type Props = {
  // The heading's id, which names the section.
  titleId: string;
  eyebrow: string;
  title: string;
  intro: string;
  // 'tall' gives the services and About heroes more room on wider screens.
  size?: 'regular' | 'tall';
  // Beside the text on wide screens, below it on a phone (the About page's picture).
  aside?: ReactNode;
  // Below the intro (the services page's jump links).
  children?: ReactNode;
};

// The dark opening section of a public page, with its one h1.
export function PageHero({ titleId, eyebrow, title, intro, size = 'regular', aside, children }: Props) {
  const text = (
    <div>
      <p className="text-sm font-semibold tracking-wide text-blue-200 uppercase">{eyebrow}</p>
      <h1 id={titleId} className="mt-3 max-w-3xl text-3xl font-bold text-balance sm:text-5xl">
        {title}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-blue-50">{intro}</p>
      {children}
    </div>
  );
  return (
    <section aria-labelledby={titleId} className="bg-brand-900 text-white">
      <div
        className={`mx-auto max-w-7xl px-4 py-16 ${size === 'tall' ? 'sm:py-24' : 'sm:py-20'} ${aside ? 'grid items-center gap-10 lg:grid-cols-2' : ''}`}
      >
        {text}
        {aside}
      </div>
    </section>
  );
}
