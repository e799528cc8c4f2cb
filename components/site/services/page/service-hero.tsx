import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { ENQUIRY_FORM_ID, type ServiceContent } from '@/lib/services/service';
import { SectionEnquireButton } from '../enquire-button';
import type { ServicesCopy } from '../services-copy';

// The opening of a service's page: its title (the page's one h1), short description, fee and the
// way to enquire.
export function ServiceHero({ service, copy }: { service: ServiceContent; copy: ServicesCopy }) {
  const { t } = copy;
  return (
    <PageHero titleId="service-title" eyebrow={t('page.eyebrow')} title={service.title} intro={service.summary}>
      <p className="mt-6 text-lg text-blue-50">
        {t('page.feeLabel')}: <span className="font-semibold text-white" data-service-fee>{copy.fee(service.fee)}</span>
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <SectionEnquireButton serviceName={service.serviceName} label={service.ctaLabel} look="inverse" fallbackHref={`#${ENQUIRY_FORM_ID}`} />
        <Link href={copy.href(`/services#${service.id}`)} className={buttonClass('inverse-outline')}>
          {t('page.allServices')}
        </Link>
      </div>
    </PageHero>
  );
}
