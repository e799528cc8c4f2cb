import { HeartHandshake } from '@/components/ui/icons';
import { WHY_GERMANY as WHY } from '@/lib/content/home';
import { FeatureList } from './feature-card';
import { SiteSection } from '@/components/site/site-section';

export function WhyGermany() {
  return (
    <SiteSection titleId="why-germany-title" heading={WHY.heading} intro={WHY.intro} className="bg-white">
      <FeatureList items={WHY.items} iconClassName="bg-amber-50 text-amber-800" className="md:grid-cols-2 lg:grid-cols-3" />
      <div className="mt-10 flex flex-col items-start gap-4 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
        <HeartHandshake aria-hidden="true" className="h-10 w-10 shrink-0 text-brand-700" />
        <div>
          <h3 className="text-lg font-semibold text-brand-900">{WHY.statementHeading}</h3>
          <p className="mt-1 text-slate-800">{WHY.statement}</p>
        </div>
      </div>
    </SiteSection>
  );
}
