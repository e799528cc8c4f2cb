import Link from 'next/link';
import { HOME_SOLUTIONS as SOLUTIONS, type Solution } from '@/lib/content/home';
import { HomeIcon } from './home-icon';
import { buttonClass } from '@/components/ui/button';

// Both links repeat the same visible text on every card; the hidden suffix tells screen reader
// users which service each one is about.
export function SolutionCard({ solution }: { solution: Solution }) {
  const about = <span className="sr-only"> about {solution.title}</span>;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <HomeIcon name={solution.icon} />
      <h3 className="text-xl font-semibold text-slate-900">{solution.title}</h3>
      <p className="flex-1 text-slate-700">{solution.description}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link href={SOLUTIONS.bookHref} className={buttonClass('primary', 'sm')}>
          {SOLUTIONS.bookLabel}
          {about}
        </Link>
        <Link href={`/services#${solution.id}`} className={buttonClass('outline', 'sm')}>
          {SOLUTIONS.exploreLabel}
          {about}
        </Link>
      </div>
    </li>
  );
}
