import Link from 'next/link';
import type { ReactNode } from 'react';
import { FOCUS_RING } from '@/components/ui/focus-ring';

export type Breadcrumb = { name: string; href: string };

type Props = {
  // The trail above the title, the page itself last (not a link).
  breadcrumbLabel: string;
  trail: readonly Breadcrumb[];
  eyebrow: string;
  title: string;
  intro: string;
  // Below the intro (a checklist's source and "checked on" date).
  children?: ReactNode;
};

// The opening of the checklist pages: where the page sits, its one h1 and its summary. Light, not
// the dark hero of other pages, since a checklist is also a document people print.
export function ChecklistHeader({ breadcrumbLabel, trail, eyebrow, title, intro, children }: Props) {
  return (
    <div className="border-b border-slate-200 bg-slate-50 print:border-0 print:bg-white">
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-10 sm:pt-10 print:max-w-none print:p-0">
        <nav aria-label={breadcrumbLabel} className="print:hidden">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            {trail.map((step, index) => (
              <li key={step.href} className="flex items-center gap-2">
                {index > 0 && <span aria-hidden="true">/</span>}
                {index === trail.length - 1 ? (
                  <span aria-current="page" className="text-slate-900">
                    {step.name}
                  </span>
                ) : (
                  <Link href={step.href} className={`inline-block py-2 underline underline-offset-2 hover:text-brand-700 ${FOCUS_RING}`}>
                    {step.name}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase print:hidden">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold text-balance text-slate-900 sm:text-4xl print:text-black">{title}</h1>
        <p className="mt-4 text-lg text-slate-700 print:text-black">{intro}</p>
        {children}
      </div>
    </div>
  );
}
