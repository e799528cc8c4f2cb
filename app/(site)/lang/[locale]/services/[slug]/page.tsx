import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { enquiryNamesOf, enquiryTexts } from '@/components/site/services/enquiry-texts';
import { ServicePage } from '@/components/site/services/page/service-page';
import { servicesCopy } from '@/components/site/services/services-copy';
import { previewText } from '@/lib/posts/preview';
import { serviceForPage } from '@/lib/server/services/cached';
import { relatedPostsForService } from '@/lib/server/services/related-posts';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { isServiceId, SERVICE_IDS, servicePath, type ServiceId } from '@/lib/services/service';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { pageLocale } from '@/i18n/page-locale';

// One page per service, /services/{id}: prerendered at build for the six ids (with the defaults;
// the build has no database, and that copy is never served, see lib/server/services/cached.ts),
// rendered again on its first request after a start, then kept in the page cache: saving the
// service expires it at once, and it is refreshed after a minute at most (posts about it too).
export const revalidate = 60;
export const dynamicParams = false;
export function generateStaticParams() {
  return SERVICE_IDS.map((slug) => ({ slug }));
}

type Params = Promise<{ locale: string; slug: string }>;

async function idAt(params: Params): Promise<ServiceId> {
  const { slug } = await params;
  return isServiceId(slug) ? slug : notFound();
}

// A search result shows about 160 characters: the short description, cut at a sentence or word.
const DESCRIPTION_LENGTH = 160;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const service = await serviceForPage(await idAt(params));
  return sitePageMetadata({ title: service.title, description: previewText(service.summary, DESCRIPTION_LENGTH), path: servicePath(service.id), locale: await pageLocale(params) });
}

export default async function ServicePageRoute({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const id = await idAt(params);
  // Side by side: during an outage each read waits for the database once, not one after the other.
  const [service, related, site, t, jsonLd] = await Promise.all([
    serviceForPage(id),
    relatedPostsForService(id),
    siteSettingsForPages(),
    getTranslations({ locale, namespace: 'Services' }),
    getTranslations({ locale, namespace: 'JsonLd' }),
  ]);
  const enquiry = await enquiryTexts(locale, enquiryNamesOf([service]));
  return <ServicePage service={service} related={related} site={site} copy={servicesCopy(t, locale)} enquiry={enquiry} areaServed={jsonLd('areaServed')} />;
}
