import { Plus } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from './button';

type Props = {
  title: string;
  intro?: ReactNode;
  // The list's "add" link (new post, author, testimonial), beside the title from a tablet up.
  add?: { href: string; label: string };
  // Anything else that stands beside the title (the inbox's total).
  children?: ReactNode;
};

// A back-office page's heading: its one <h1>, a sentence about the page, and what stands beside it.
export function PageHeader({ title, intro, add, children }: Props) {
  const heading = (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {intro && <p className="mt-1 max-w-3xl text-slate-700">{intro}</p>}
    </div>
  );
  if (!add && !children) return heading;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      {heading}
      {add && (
        <Link href={add.href} className={`${buttonClass('primary')} self-start sm:self-auto`}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          {add.label}
        </Link>
      )}
      {children}
    </div>
  );
}
