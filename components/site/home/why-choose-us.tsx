import { WHY_CHOOSE_US as WHY } from '@/lib/content/home';
import { FeatureCard } from './feature-card';
import { SiteSection } from '@/components/site/site-section';

export function WhyChooseUs() {
  return (
    <SiteSection titleId="why-us-title" heading={WHY.heading} intro={WHY.intro} className="bg-slate-50">
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {WHY.items.map((item) => (
          <FeatureCard key={item.title} feature={item} iconClassName="bg-emerald-50 text-emerald-800" />
        ))}
      </ul>
    </SiteSection>
  );
}
