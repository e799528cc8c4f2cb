import { WHY_CHOOSE_US as WHY } from '@/lib/content/home';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-us-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <SectionHeading id="why-us-title" heading={WHY.heading} intro={WHY.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {WHY.items.map((item) => (
            <FeatureCard key={item.title} feature={item} iconClassName="bg-emerald-50 text-emerald-800" />
          ))}
        </ul>
      </div>
    </section>
  );
}
