import type { Feature } from '@/lib/content/home';
import { HomeIcon } from './home-icon';

export function FeatureCard({ feature, iconClassName }: { feature: Feature; iconClassName?: string }) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row">
      <HomeIcon name={feature.icon} className={iconClassName} />
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
        <p className="mt-2 text-slate-700">{feature.description}</p>
      </div>
    </li>
  );
}

// The cards of a home section ("Why Germany", "Why choose us"), in a grid of two columns or more.
export function FeatureList({ items, iconClassName, className }: { items: readonly Feature[]; iconClassName: string; className: string }) {
  return (
    <ul className={`mt-12 grid gap-6 ${className}`}>
      {items.map((item) => (
        <FeatureCard key={item.icon} feature={item} iconClassName={iconClassName} />
      ))}
    </ul>
  );
}
