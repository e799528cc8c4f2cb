import { PageHero } from '@/components/ui/page-hero';
import type { ServicesCopy } from './services-copy';
import type { ServiceContent } from '@/lib/services/service';

export function ServicesHero({ services, copy }: { services: ServiceContent[]; copy: ServicesCopy }) {
  const { t } = copy;
  return (
    <PageHero titleId="services-title" eyebrow={t('hero.eyebrow')} title={t('hero.heading')} intro={t('hero.intro')} size="tall">
      <nav aria-label={t('hero.jumpLabel')} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {services.map((service) => (
            <li key={service.id}>
              <a
                href={`#${service.id}`}
                className="inline-block rounded-full border border-white/40 px-4 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {service.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </PageHero>
  );
}
