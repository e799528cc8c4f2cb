import type { Locale } from '@/i18n/locales';
import { homeStatsForPage, type HomeStat } from '@/lib/site-settings/home-stats';

type Props = { stats: readonly HomeStat[]; foundedYear: string; locale: Locale; today?: Date; heading: string };

// The firm's figures as administrators keep them in the site settings (SPEC's four by default);
// the years of experience can count from the founding year ({years}). The words in the page's
// language, English where none are written.
export function StatsBand({ stats, foundedYear, locale, today = new Date(), heading }: Props) {
  return (
    <section aria-labelledby="stats-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="stats-title" className="sr-only">
          {heading}
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {homeStatsForPage(stats, foundedYear, today, locale).map((stat, index) => (
            <div key={index} className="flex flex-col">
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
