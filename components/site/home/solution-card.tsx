import Link from 'next/link';
import { HOME_SOLUTIONS as SOLUTIONS, type Solution } from '@/lib/content/home';
import { serviceEnquirePath, type ServiceContent } from '@/lib/services/service';
import { HomeIcon } from './home-icon';
import { buttonClass } from '@/components/ui/button';

// Both buttons repeat the same visible text on every card; the hidden suffix tells screen reader
// users which service each one is about. "Book a Consultation" opens the service's page with its
// enquiry dialog open for that service, so the lead arrives with the service named.
export function SolutionCard({ solution, service }: { solution: Solution; service: ServiceContent }) {
  const about = <span className="sr-only"> about {service.title}</span>;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <HomeIcon name={solution.icon} />
      <h3 className="text-xl font-semibold text-slate-900">
        <Link href={service.path} className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {service.title}
        </Link>
      </h3>
      <p className="flex-1 text-slate-700">{service.summary}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link href={serviceEnquirePath(service.id, service.locale, service.slug)} className={buttonClass('primary', 'sm')}>
          {SOLUTIONS.bookLabel}
          {about}
        </Link>
        <Link href={`/services#${service.id}`} className={buttonClass('outline', 'sm')}>
          {SOLUTIONS.exploreLabel}
          {about}
        </Link>
      </div>
    </li>
  );
}
