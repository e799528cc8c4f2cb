import type { PublicFormAction } from '@/components/site/use-public-form';
import { ServiceEnquiryOnPage } from './service-enquiry-on-page';
import { consultationIsFree } from '@/lib/services/fee';
import { ENQUIRE_HASH, ENQUIRY_FORM_ID, type ServiceContent } from '@/lib/services/service';
import { BookLink } from '@/components/site/booking/book-link';
import { SectionEnquireButton } from '../enquire-button';
import { EnquireOnHash } from '../enquire-on-hash';
import type { ServicesCopy } from '../services-copy';

const BUTTON_ID = 'service-enquire-button';

// Where #enquire leads (the home page's "Book a Consultation"): the dialog opens by itself for
// this service, and this button opens it again.
// `booking`: "Book a consultation", to the service's first consultation type (or all of them).
// action: the page's sendServiceEnquiry, for the form on the page (ServiceEnquiryOnPage).
type Props = { service: ServiceContent; firmOffersFreeConsultation: boolean; copy: ServicesCopy; booking: { href: string; label: string }; action: PublicFormAction };

export function ServiceEnquire({ service, firmOffersFreeConsultation, copy, booking, action }: Props) {
  const { t } = copy;
  return (
    <section id={ENQUIRE_HASH} aria-labelledby="enquire-heading" className="scroll-mt-20 bg-brand-50 py-14 sm:py-20">
      <EnquireOnHash serviceName={service.serviceName} buttonId={BUTTON_ID} />
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="enquire-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('page.enquireHeading', { title: service.title })}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{t('page.enquireText') + copy.consultation.firstIsFree(consultationIsFree(firmOffersFreeConsultation, service.fee))}</p>
        <p className="mt-2 text-slate-700">
          {t('page.feeLabel')}: <span className="font-semibold text-slate-900">{copy.fee(service.fee)}</span>
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <SectionEnquireButton id={BUTTON_ID} serviceName={service.serviceName} label={service.ctaLabel} fallbackHref={`#${ENQUIRY_FORM_ID}`} />
          <BookLink href={booking.href} label={booking.label} />
        </div>
        <ServiceEnquiryOnPage serviceName={service.serviceName} summary={t('page.enquireOnPage')} action={action} />
      </div>
    </section>
  );
}
