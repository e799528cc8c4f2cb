import { HOME_STATS as STATS } from '@/lib/content/home';

export function StatsBand() {
  return (
    <section aria-labelledby="stats-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="stats-title" className="sr-only">
          {STATS.heading}
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {STATS.items.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="order-2 mt-2 font-medium text-blue-50">
                {stat.label}
                {stat.note && <span className="block text-sm text-blue-200">({stat.note})</span>}
              </dt>
              <dd className="order-1 text-4xl font-bold sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
