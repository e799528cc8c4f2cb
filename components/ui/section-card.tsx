import type { ReactNode } from 'react';

type Props = {
  // The heading's id; the section is labelled by it.
  titleId: string;
  title: string;
  intro?: ReactNode;
  // What stands beside the heading from a tablet up (a "Run now" button).
  aside?: ReactNode;
  // An address to link to (#two-factor, #requests).
  id?: string;
  children: ReactNode;
};

// A back-office page's white card with its h2, a sentence about it, and its content.
export function SectionCard({ titleId, title, intro, aside, id, children }: Props) {
  const heading = (
    <>
      <h2 id={titleId} className={`text-lg font-semibold text-slate-900 ${intro || aside ? '' : 'mb-4'}`.trim()}>
        {title}
      </h2>
      {intro && <p className={`mt-1 text-sm text-slate-700 ${aside ? '' : 'mb-4'}`.trim()}>{intro}</p>}
    </>
  );
  return (
    <section id={id} aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      {aside ? (
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>{heading}</div>
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
