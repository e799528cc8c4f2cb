import { HOME_SOLUTIONS as SOLUTIONS } from '@/lib/content/home';
import type { ServiceContent } from '@/lib/services/service';
import { SectionHeading } from './section-heading';
import { SolutionCard } from './solution-card';

export function SolutionsGrid({ services }: { services: ServiceContent[] }) {
  const byId = new Map(services.map((service) => [service.id, service]));
  return (
    <section aria-labelledby="solutions-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <SectionHeading id="solutions-title" heading={SOLUTIONS.heading} intro={SOLUTIONS.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SOLUTIONS.items.map((solution) => {
            const service = byId.get(solution.id);
            return service ? <SolutionCard key={solution.id} solution={solution} service={service} /> : null;
          })}
        </ul>
      </div>
    </section>
  );
}
