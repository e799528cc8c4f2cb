import Link from 'next/link';
import { SectionEnquireButton } from '@/components/site/services/enquire-button';
import { LocalizedEnquiryProvider } from '@/components/site/services/localized-enquiry-provider';
import { buttonClass } from '@/components/ui/button';
import { getTranslations } from 'next-intl/server';
import type { ServiceSection } from '@/lib/content/services';
import { ENQUIRE_HASH, isServiceId, servicePath } from '@/lib/services/service';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import type { PublicFormAction } from '@/components/site/use-public-form';

// servicePages: each service's page in the post's language by its English address (the firm's slugs).
type Props = {
  service: ServiceSection | null;
  servicePages: Record<string, string>;
  whatsappNumber: string;
  phone: string;
  consultationFree: boolean;
  locale: Locale;
  enquiryAction: PublicFormAction;
};

// The end of every post: a consultation about the service the post is about, in the enquiry
// dialog with that service named (as on /services), or, for posts on life in Germany, the
// general consultation on the contact page.
export async function PostServiceCta({ service, servicePages, whatsappNumber, phone, consultationFree, locale, enquiryAction }: Props) {
  const t = await getTranslations({ locale, namespace: 'Blog.consultation' });
  // The service as the post's language names it, and its page in that language (at the slug the
  // firm gave it there, not through the redirect from the id's address).
  const id = service && isServiceId(service.id) ? service.id : null;
  const heading = id ? t(`services.${id}`) : (service?.heading ?? '');
  const servicePage = id ? (servicePages[servicePath(id)] ?? servicePath(id, locale)) : '';
  return (
    <section aria-labelledby="post-cta-heading" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 id="post-cta-heading" className="text-2xl font-bold text-slate-900">
        {service ? t('serviceHeading', { service: heading }) : t('heading')}
      </h2>
      <p className="mt-2 text-slate-700">
        {service ? t('serviceText') : consultationFree ? t('textFree') : t('text')}
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        {service ? (
          <>
            <LocalizedEnquiryProvider serviceNames={[service.serviceName]} whatsappNumber={whatsappNumber} phone={phone} action={enquiryAction}>
              <SectionEnquireButton serviceName={service.serviceName} label={t('askAbout', { service: heading })} fallbackHref={`${servicePage}#${ENQUIRE_HASH}`} />
            </LocalizedEnquiryProvider>
            <Link href={servicePage} className={buttonClass('secondary')}>
              {t('aboutService')}
            </Link>
          </>
        ) : (
          <Link href={localizeHref('/contact', locale)} className={buttonClass('primary')}>
            {consultationFree ? t('buttonFree') : t('button')}
          </Link>
        )}
      </div>
    </section>
  );
}
