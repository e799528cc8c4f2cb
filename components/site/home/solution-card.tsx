import Link from 'next/link';
import type { HomeIconName } from '@/lib/content/home';
import type { ServiceContent } from '@/lib/services/service';
import { HomeIcon } from './home-icon';
import { buttonClass } from '@/components/ui/button';

// The card's words and addresses, in the page's language (solutions-grid.tsx).
export type SolutionCardTexts = { book: string; explore: string; about: string; serviceHref: string; enquireHref: string; exploreHref: string };

// Both buttons repeat the same visible text on every card; the hidden suffix tells screen reader
// users which service each one is about. "Book a Consultation" opens the service's page with its
// enquiry dialog open for that service, so the lead arrives with the service named.
export function SolutionCard({ icon, service, texts }: { icon: HomeIconName; service: ServiceContent; texts: SolutionCardTexts }) {
  const about = <span className="sr-only"> {texts.about}</span>;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <HomeIcon name={icon} />
      <h3 className="text-xl font-semibold text-slate-900">
        <Link href={texts.serviceHref} className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {service.title}
        </Link>
      </h3>
      <p className="flex-1 text-slate-700">{service.summary}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link href={texts.enquireHref} className={buttonClass('primary', 'sm')}>
          {texts.book}
          {about}
        </Link>
        <Link href={texts.exploreHref} className={buttonClass('outline', 'sm')}>
          {texts.explore}
          {about}
        </Link>
      </div>
    </li>
  );
}
