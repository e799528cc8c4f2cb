import type { ReactNode } from 'react';
import { SectionHeading } from './home/section-heading';

type Props = {
  // The heading's id; the section is labelled by it.
  titleId: string;
  heading: string;
  intro?: string;
  // An address that a link points at (#values, #team, #testimonials); the sticky header is kept clear of it.
  id?: string;
  // The background, and anything else on the <section>.
  className: string;
  children: ReactNode;
};

// One band of the home and About pages: full width, its heading and intro centred, then its content.
export function SiteSection({ titleId, heading, intro, id, className, children }: Props) {
  return (
    <section id={id} aria-labelledby={titleId} className={id ? `scroll-mt-20 ${className}` : className}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <SectionHeading id={titleId} heading={heading} intro={intro} />
        {children}
      </div>
    </section>
  );
}
