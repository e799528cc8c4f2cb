import type { Offering } from '@/lib/services/service';
import { CardEnquireButton } from './enquire-button';
import { ServiceIcon } from './service-icon';
import type { ServicesCopy } from './services-copy';

// enquireHref: the service's enquiry section, where the card's button leads before the scripts run.
export function OfferingCard({ offering, copy, enquireHref }: { offering: Offering; copy: ServicesCopy; enquireHref: string }) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <ServiceIcon name={offering.icon} tone={offering.tone} />
      <h3 className="text-lg font-semibold text-slate-900">{offering.title}</h3>
      <p className="flex-1 whitespace-pre-line text-slate-700">{offering.description}</p>
      {offering.fee && (
        <p className="text-sm text-slate-700">
          {copy.t('page.feeLabel')}: <span className="font-semibold text-slate-900">{copy.fee(offering.fee)}</span>
        </p>
      )}
      <CardEnquireButton serviceName={offering.name} fallbackHref={enquireHref} />
    </li>
  );
}
