import { HeartHandshake } from '@/components/ui/icons';
import { WHY_GERMANY_ITEMS } from '@/lib/content/home';
import { FeatureList } from './feature-card';
import type { HomeTranslator } from './home-translator';
import { SiteSection } from '@/components/site/site-section';

export function WhyGermany({ t }: { t: HomeTranslator }) {
  const items = WHY_GERMANY_ITEMS.map(({ key, icon }) => ({ title: t(`whyGermany.items.${key}.title`), description: t(`whyGermany.items.${key}.description`), icon }));
  return (
    <SiteSection titleId="why-germany-title" heading={t('whyGermany.heading')} intro={t('whyGermany.intro')} className="bg-white">
      <FeatureList items={items} iconClassName="bg-amber-50 text-amber-800" className="md:grid-cols-2 lg:grid-cols-3" />
      <div className="mt-10 flex flex-col items-start gap-4 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
        <HeartHandshake aria-hidden="true" className="h-10 w-10 shrink-0 text-brand-700" />
        <div>
          <h3 className="text-lg font-semibold text-brand-900">{t('whyGermany.statementHeading')}</h3>
          <p className="mt-1 text-slate-800">{t('whyGermany.statement')}</p>
        </div>
      </div>
    </SiteSection>
  );
}
