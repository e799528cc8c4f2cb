import { sendServiceEnquiry } from '../../actions';
import { getMessages, getTranslations } from 'next-intl/server';
import { OpportunityCheck } from '@/components/site/opportunity-check/opportunity-check';
import { EnquiryProvider } from '@/components/site/services/enquiry-context';
import { enquiryTexts, enquiryTitlesOf } from '@/components/site/services/enquiry-texts';
import { PageHero } from '@/components/ui/page-hero';
import { DISPLAY_LOCALES, type Locale } from '@/i18n/locales';
import { localizeHref } from '@/i18n/pathnames';
import type { OpportunityAnswers } from '@/lib/opportunity-card/answers';
import { OPPORTUNITY_CHECK_PATH, type CheckView } from '@/lib/opportunity-card/check-query';
import { bookingHrefForService } from '@/lib/server/booking/public-types';
import { serviceForPage } from '@/lib/server/services/cached';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { OPPORTUNITY_CARD_ID, serviceEnquirePath } from '@/lib/services/service';

export async function checkPageMetadata(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'OpportunityCheck.meta' });
  return sitePageMetadata({ title: t('title'), description: t('description'), path: OPPORTUNITY_CHECK_PATH, locale });
}

// The Opportunity Card points check at one view: the first question (./page.tsx) or a view of
// answers at its own address (./[answers]/page.tsx), each cached and shared by every visitor. The
// funds figure is the administrators' Opportunity Card setting, read like the service page reads it.
export async function CheckPage({ locale, initial }: { locale: Locale; initial: { answers: OpportunityAnswers; view: CheckView } }) {
  const [site, service, messages, t, bookHref] = await Promise.all([
    siteSettingsForPages(),
    serviceForPage(OPPORTUNITY_CARD_ID, locale),
    getMessages({ locale }),
    getTranslations({ locale, namespace: 'OpportunityCheck.hero' }),
    bookingHrefForService(OPPORTUNITY_CARD_ID, locale),
  ]);
  const enquiry = await enquiryTexts(locale, [service.serviceName], enquiryTitlesOf([service]), bookHref);
  return (
    <EnquiryProvider whatsappNumber={site.whatsappNumber} phone={site.phone} texts={enquiry} action={sendServiceEnquiry.bind(null, locale)}>
      <PageHero titleId="check-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
          <OpportunityCheck
            texts={{ rules: messages.OpportunityRules, check: messages.OpportunityCheck }}
            locale={DISPLAY_LOCALES[locale]}
            action={localizeHref(OPPORTUNITY_CHECK_PATH, locale)}
            initial={initial}
            funds={service.opportunityCard?.requiredFunds ?? null}
            serviceName={service.serviceName}
            enquireHref={serviceEnquirePath(service.id, locale, service.slug)}
            booking={{ href: bookHref, label: messages.Booking.bookLink }}
          />
        </div>
      </div>
    </EnquiryProvider>
  );
}
