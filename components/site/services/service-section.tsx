import Link from 'next/link';
import { ArrowRight } from '@/components/ui/icons';
import { ENQUIRE_HASH, type ServiceContent } from '@/lib/services/service';
import { SectionEnquireButton } from './enquire-button';
import { OfferingList } from './offering-list';
import type { ServicesCopy } from './services-copy';

// One service area of /services: heading, introduction, offering cards, optional extra content,
// main button, and the way to the service's own page.
// scroll-mt keeps the heading clear of the sticky navigation when linked to directly.
type Props = { service: ServiceContent; shaded: boolean; copy: ServicesCopy; children?: React.ReactNode };

export function ServiceSection({ service, shaded, copy, children }: Props) {
  const headingId = `${service.id}-heading`;
  // Where the buttons lead before the page's scripts run: the enquiry on the service's own page.
  const enquireHref = `${service.path}#${ENQUIRE_HASH}`;
  return (
    <section id={service.id} aria-labelledby={headingId} className={`scroll-mt-20 py-14 sm:py-20 ${shaded ? 'bg-slate-50' : 'bg-white'}`}>
      <div className="mx-auto max-w-7xl px-4">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {service.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{service.summary}</p>
          <p className="mt-3 text-slate-700">
            {copy.t('page.feeLabel')}: <span className="font-semibold text-slate-900">{copy.fee(service.fee)}</span>
          </p>
        </div>
        <OfferingList offerings={service.offerings} copy={copy} enquireHref={enquireHref} />
        {children}
        <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center">
          <SectionEnquireButton serviceName={service.serviceName} label={service.ctaLabel} fallbackHref={enquireHref} />
          <Link
            href={service.path}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {copy.t('page.moreAbout', { title: service.title })}
            <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
          </Link>
        </div>
      </div>
    </section>
  );
}
