import { sendServiceEnquiry } from '../../actions';
import { getMessages, getTranslations } from 'next-intl/server';
import { OpportunityCheck } from '@/components/site/opportunity-check/opportunity-check';
import { EnquiryProvider } from '@/components/site/services/enquiry-context';
import { enquiryTexts, enquiryTitlesOf } from '@/components/site/services/enquiry-texts';
import { PageHero } from '@/components/ui/page-hero';
import { DISPLAY_LOCALES } from '@/i18n/display-locale';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import { answersFromQuery, viewFor, type CheckQuery } from '@/lib/opportunity-card/check-query';
import { bookingHrefForService } from '@/lib/server/booking/public-types';
import { serviceForPage } from '@/lib/server/services/cached';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { OPPORTUNITY_CARD_ID, serviceEnquirePath } from '@/lib/services/service';

const PATH = '/services/opportunity-card/check';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OpportunityCheck.meta' });
  return sitePageMetadata({ title: t('title'), description: t('description'), path: PATH, locale });
}

// The Opportunity Card points check. Rendered per request: the answers so far and the step are in
// the address (a GET form per step, so it works without JavaScript), validated here with the
// shared schema; a bad value counts as not answered. The funds figure is the administrators'
// Opportunity Card setting, read like the service page reads it.
export default async function OpportunityCheckPage({ params, searchParams }: { params: Params; searchParams: Promise<CheckQuery> }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const answers = answersFromQuery(query);
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
            action={localizeHref(PATH, locale)}
            initial={{ answers, view: viewFor(answers, query.step) }}
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
