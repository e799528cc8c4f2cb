import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from './button';

type Props = {
  // The list the record belongs to.
  back: { href: string; label: string };
  // The page's one <h1>: the record's name, or that it was not found.
  title: string;
  // What stands under the title (the record's links, its delete button, a sentence).
  children?: ReactNode;
};

// The top of a back-office page about one record: the way back to its list, its heading, and
// what belongs beside it.
export function RecordPageHeader({ back, title, children }: Props) {
  return (
    <div className="space-y-3">
      <Link href={back.href} className={buttonClass('secondary', 'sm')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {back.label}
      </Link>
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
