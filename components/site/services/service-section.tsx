import type { ServiceSection as Section } from '@/lib/content/services';
import { SectionEnquireButton } from './enquire-button';
import { OfferingCard } from './offering-card';

// One service area: heading, introduction, offering cards, optional extra content, main button.
// scroll-mt keeps the heading clear of the sticky navigation when linked to directly.
export function ServiceSection({ section, shaded, children }: { section: Section; shaded: boolean; children?: React.ReactNode }) {
  const headingId = `${section.id}-heading`;
  // Four cards sit in one row (or two by two) rather than leaving one alone on a second row.
  const columns = section.offerings.length === 4 ? 'sm:grid-cols-2 xl:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3';
  return (
    <section id={section.id} aria-labelledby={headingId} className={`scroll-mt-20 py-14 sm:py-20 ${shaded ? 'bg-slate-50' : 'bg-white'}`}>
      <div className="mx-auto max-w-7xl px-4">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {section.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{section.intro}</p>
        </div>
        <ul className={`mt-10 grid gap-6 ${columns}`}>
          {section.offerings.map((offering) => (
            <OfferingCard key={offering.title} offering={offering} />
          ))}
        </ul>
        {children}
        <div className="mt-10">
          <SectionEnquireButton serviceName={section.serviceName} label={section.ctaLabel} />
        </div>
      </div>
    </section>
  );
}
