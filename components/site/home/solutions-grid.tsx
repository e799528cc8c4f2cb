import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import { HOME_SOLUTION_ICONS } from '@/lib/content/home';
import { serviceEnquirePath, type ServiceContent } from '@/lib/services/service';
import type { HomeTranslator } from './home-translator';
import { SolutionCard } from './solution-card';
import { SiteSection } from '@/components/site/site-section';

export function SolutionsGrid({ services, t, locale }: { services: ServiceContent[]; t: HomeTranslator; locale: Locale }) {
  // The services come in the order of /services.
  return (
    <SiteSection titleId="solutions-title" heading={t('solutions.heading')} intro={t('solutions.intro')} className="bg-slate-50">
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => {
          const texts = {
            book: t('solutions.book'),
            explore: t('solutions.explore'),
            about: t('solutions.about', { service: service.title }),
            serviceHref: service.path,
            enquireHref: serviceEnquirePath(service.id, service.locale, service.slug),
            exploreHref: localizeHref(`/services#${service.id}`, locale),
          };
          return <SolutionCard key={service.id} icon={HOME_SOLUTION_ICONS[service.id]} service={service} texts={texts} />;
        })}
      </ul>
    </SiteSection>
  );
}
