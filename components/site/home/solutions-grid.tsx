import { localizeHref, type Locale } from '@/i18n/pathnames';
import { HOME_SOLUTIONS } from '@/lib/content/home';
import { serviceEnquirePath, type ServiceContent } from '@/lib/services/service';
import type { HomeTranslator } from './home-translator';
import { SolutionCard } from './solution-card';
import { SiteSection } from '@/components/site/site-section';

export function SolutionsGrid({ services, t, locale }: { services: ServiceContent[]; t: HomeTranslator; locale: Locale }) {
  const byId = new Map(services.map((service) => [service.id, service]));
  return (
    <SiteSection titleId="solutions-title" heading={t('solutions.heading')} intro={t('solutions.intro')} className="bg-slate-50">
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {HOME_SOLUTIONS.map((solution) => {
          const service = byId.get(solution.id);
          if (!service) return null;
          const texts = {
            book: t('solutions.book'),
            explore: t('solutions.explore'),
            about: t('solutions.about', { service: service.title }),
            serviceHref: service.path,
            enquireHref: serviceEnquirePath(service.id, service.locale, service.slug),
            exploreHref: localizeHref(`/services#${service.id}`, locale),
          };
          return <SolutionCard key={solution.id} solution={solution} service={service} texts={texts} />;
        })}
      </ul>
    </SiteSection>
  );
}
