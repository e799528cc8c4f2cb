import { sendServiceEnquiry } from '../actions';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { consultationCopy } from '@/lib/content/consultation';
import { notFound, permanentRedirect } from 'next/navigation';
import { checkPointsCtaTexts } from '@/components/site/opportunity-check/check-points-cta';
import { enquiryNamesOf, enquiryTexts, enquiryTitlesOf } from '@/components/site/services/enquiry-texts';
import { ServicePage } from '@/components/site/services/page/service-page';
import { servicesCopy } from '@/components/site/services/services-copy';
import { previewText } from '@/lib/posts/preview';
import { serviceAtSlug, serviceForPage } from '@/lib/server/services/cached';
import { serviceChecklistLinks } from '@/components/site/checklists/service-checklist-links';
import { pickChecklist } from '@/lib/checklists/checklist';
import { listChecklists } from '@/lib/server/checklists/queries';
import { activeConsultationTypes, bookingHrefForService } from '@/lib/server/booking/public-types';
import { relatedPostsForService } from '@/lib/server/services/related-posts';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { defaultServiceRecords } from '@/lib/services/defaults';
import { serviceForSlug, serviceSlug } from '@/lib/services/localize';
import { isServiceId, OPPORTUNITY_CARD_ID, servicePath, type ServiceContent } from '@/lib/services/service';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import { isLocale, type Locale } from '@/i18n/locales';

// One page per service and language: /services/{id} in English, /de/leistungen/{German slug}
// (lib/services/localize.ts). Prerendered at build for the default slugs (with the defaults; the
// build has no database, and that copy is never served, see lib/server/services/cached.ts),
// rendered again on its first request after a start, then kept in the page cache: saving the
// service expires it at once, and it is refreshed after a minute at most (posts about it too).
// A slug saved in the back office is rendered on its first request (dynamicParams).
export const revalidate = 60;
export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale: Locale = isLocale(params.locale) ? params.locale : 'en';
  return defaultServiceRecords().map((record) => ({ slug: serviceSlug(record, locale) }));
}

type Params = Promise<{ locale: string; slug: string }>;

// The service of the address's slug in its language. A service's id under another language's
// prefix (/de/leistungen/opportunity-card: a link written from the English address) answers with
// a permanent redirect to that language's address; any other slug is a 404.
async function serviceAt(params: Params, locale: Locale): Promise<ServiceContent> {
  const { slug } = await params;
  const service = await serviceAtSlug(slug, locale);
  if (service) return service;
  if (isServiceId(slug)) permanentRedirect((await serviceForPage(slug, locale)).path);
  notFound();
}

// A search result shows about 160 characters: the short description, cut at a sentence or word.
const DESCRIPTION_LENGTH = 160;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const service = await serviceAt(params, locale);
  return sitePageMetadata({
    title: service.title,
    description: previewText(service.summary, DESCRIPTION_LENGTH),
    path: servicePath(service.id),
    locale,
    translations: service.addresses,
  });
}

// The links to the document checklists of this service ("Document checklist").
async function checklistLinksFor(checklists: ReturnType<typeof listChecklists>, serviceId: string, locale: Locale) {
  const [records, t] = await Promise.all([checklists, getTranslations({ locale, namespace: 'Checklists' })]);
  const own = records.filter((record) => record.service === serviceId).map((record) => pickChecklist(record, locale));
  return serviceChecklistLinks(own.map((checklist) => ({ href: localizeHref(`/checklists/${checklist.id}`, locale), title: checklist.title })), t('serviceLink'));
}

export default async function ServicePageRoute({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  // Side by side: during an outage each read waits for the database once, not one after the other.
  // So the settings, the checklists, the consultation types and the posts about the service are asked for before the service is read, the
  // posts by the service its slug has by default (the one a saved slug almost always keeps).
  const { slug } = await params;
  const site = siteSettingsForPages();
  site.catch(() => undefined);
  const likelyId = serviceForSlug(defaultServiceRecords(), slug, locale)?.id;
  const likelyRelated = likelyId ? relatedPostsForService(likelyId, locale) : null;
  likelyRelated?.catch(() => undefined);
  const checklists = listChecklists();
  checklists.catch(() => undefined);
  // The consultation types its booking link reads (React's cache hands the same read to it below).
  activeConsultationTypes().catch(() => undefined);
  const service = await serviceAt(params, locale);
  const [related, siteDetails, t, jsonLd, rules, checklistLinks] = await Promise.all([
    likelyRelated && likelyId === service.id ? likelyRelated : relatedPostsForService(service.id, locale),
    site,
    getTranslations({ locale, namespace: 'Services' }),
    getTranslations({ locale, namespace: 'JsonLd' }),
    getTranslations({ locale, namespace: 'OpportunityRules' }),
    checklistLinksFor(checklists, service.id, locale),
  ]);
  // "Book a consultation" (the page's and the enquiry confirmation's): the service's own type.
  const bookHref = await bookingHrefForService(service.id, locale);
  const [enquiry, checkCta, booking] = await Promise.all([
    enquiryTexts(locale, enquiryNamesOf([service]), enquiryTitlesOf([service]), bookHref),
    // Only the Opportunity Card's page leads to its points check.
    service.id === OPPORTUNITY_CARD_ID ? checkPointsCtaTexts(locale) : null,
    getTranslations({ locale, namespace: 'Booking' }),
  ]);
  return (
    <ServicePage
      service={service}
      related={related}
      site={siteDetails}
      copy={servicesCopy(t, locale, consultationCopy(locale, await getMessages({ locale })), rules)}
      enquiry={enquiry}
      enquiryAction={sendServiceEnquiry.bind(null, locale)}
      areaServed={jsonLd('areaServed')}
      checklists={checklistLinks}
      checkCta={checkCta}
      booking={{ href: bookHref, label: booking('bookLink') }}
    />
  );
}
