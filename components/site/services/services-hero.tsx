import { SERVICE_SECTIONS, SERVICES_HERO } from '@/lib/content/services';

export function ServicesHero() {
  return (
    <section aria-labelledby="services-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-blue-200 uppercase">{SERVICES_HERO.eyebrow}</p>
        <h1 id="services-title" className="mt-3 max-w-3xl text-3xl font-bold sm:text-5xl">
          {SERVICES_HERO.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-blue-50">{SERVICES_HERO.intro}</p>
        <nav aria-label={SERVICES_HERO.jumpLabel} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {SERVICE_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block rounded-full border border-white/40 px-4 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
