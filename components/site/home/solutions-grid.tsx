import { HOME_SOLUTIONS as SOLUTIONS } from '@/lib/content/home';
import type { ServiceContent } from '@/lib/services/service';
import { SolutionCard } from './solution-card';
import { SiteSection } from '@/components/site/site-section';

export function SolutionsGrid({ services }: { services: ServiceContent[] }) {
  const byId = new Map(services.map((service) => [service.id, service]));
  return (
    <SiteSection titleId="solutions-title" heading={SOLUTIONS.heading} intro={SOLUTIONS.intro} className="bg-slate-50">
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SOLUTIONS.items.map((solution) => {
          const service = byId.get(solution.id);
          return service ? <SolutionCard key={solution.id} solution={solution} service={service} /> : null;
        })}
      </ul>
    </SiteSection>
  );
}
