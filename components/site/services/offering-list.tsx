import type { Offering } from '@/lib/services/service';
import { OfferingCard } from './offering-card';
import type { ServicesCopy } from './services-copy';

// A service's offering cards. Four sit in one row (or two by two) rather than leaving one alone
// on a second row.
export function OfferingList({ offerings, copy, enquireHref }: { offerings: Offering[]; copy: ServicesCopy; enquireHref: string }) {
  const columns = offerings.length === 4 ? 'sm:grid-cols-2 xl:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`mt-10 grid gap-6 ${columns}`}>
      {offerings.map((offering) => (
        <OfferingCard key={offering.title} offering={offering} copy={copy} enquireHref={enquireHref} />
      ))}
    </ul>
  );
}
