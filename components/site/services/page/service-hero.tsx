import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { SERVICE_PAGE as COPY } from '@/lib/content/services';
import { formatFee } from '@/lib/services/fee';
import type { ServiceContent } from '@/lib/services/service';
import { SectionEnquireButton } from '../enquire-button';

// The opening of a service's page: its title (the page's one h1), short description, fee and the
// way to enquire.
export function ServiceHero({ service }: { service: ServiceContent }) {
  return (
    <PageHero titleId="service-title" eyebrow={COPY.eyebrow} title={service.title} intro={service.summary}>
      <p className="mt-6 text-lg text-blue-50">
        {COPY.feeLabel}: <span className="font-semibold text-white" data-service-fee>{formatFee(service.fee)}</span>
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <SectionEnquireButton serviceName={service.serviceName} label={service.ctaLabel} look="inverse" />
        <Link href={`/services#${service.id}`} className={buttonClass('inverse-outline')}>
          {COPY.allServices}
        </Link>
      </div>
    </PageHero>
  );
}
