import Link from 'next/link';
import { SectionEnquireButton } from '@/components/site/services/enquire-button';
import { LocalizedEnquiryProvider } from '@/components/site/services/localized-enquiry-provider';
import { buttonClass } from '@/components/ui/button';
import { CONSULTATION_COPY } from '@/lib/content/consultation';
import type { ServiceSection } from '@/lib/content/services';

type Props = { service: ServiceSection | null; whatsappNumber: string; phone: string; consultationFree: boolean };

// The end of every post: a consultation about the service the post is about, in the enquiry
// dialog with that service named (as on /services), or, for posts on life in Germany, the
// general consultation on the contact page.
export function PostServiceCta({ service, whatsappNumber, phone, consultationFree }: Props) {
  return (
    <section aria-labelledby="post-cta-heading" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 id="post-cta-heading" className="text-2xl font-bold text-slate-900">
        {service ? `Questions about ${service.heading}?` : 'Have a question about your own plans?'}
      </h2>
      <p className="mt-2 text-slate-700">
        {service
          ? 'Our Berlin advisers look at your situation and tell you what applies to you. Send us your question and we answer within one working day.'
          : CONSULTATION_COPY.bookText(consultationFree)}
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        {service ? (
          <>
            <LocalizedEnquiryProvider serviceNames={[service.serviceName]} whatsappNumber={whatsappNumber} phone={phone}>
              <SectionEnquireButton serviceName={service.serviceName} label={`Ask about ${service.heading}`} />
            </LocalizedEnquiryProvider>
            <Link href={`/services/${service.id}`} className={buttonClass('secondary')}>
              About this service
            </Link>
          </>
        ) : (
          <Link href="/contact" className={buttonClass('primary')}>
            {CONSULTATION_COPY.bookButton(consultationFree)}
          </Link>
        )}
      </div>
    </section>
  );
}
