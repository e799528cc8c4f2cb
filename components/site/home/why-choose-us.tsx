import { WHY_CHOOSE_US as WHY } from '@/lib/content/home';
import { FeatureList } from './feature-card';
import { SiteSection } from '@/components/site/site-section';

export function WhyChooseUs() {
  return (
    <SiteSection titleId="why-us-title" heading={WHY.heading} intro={WHY.intro} className="bg-slate-50">
      <FeatureList items={WHY.items} iconClassName="bg-emerald-50 text-emerald-800" className="md:grid-cols-2" />
    </SiteSection>
  );
}
