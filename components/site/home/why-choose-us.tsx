import type { HomeTranslator } from './home-translator';
import { WHY_CHOOSE_US_ITEMS } from '@/lib/content/home';
import { FeatureList } from './feature-card';
import { SiteSection } from '@/components/site/site-section';

export function WhyChooseUs({ t }: { t: HomeTranslator }) {
  const items = WHY_CHOOSE_US_ITEMS.map(({ key, icon }) => ({ title: t(`whyChooseUs.items.${key}.title`), description: t(`whyChooseUs.items.${key}.description`), icon }));
  return (
    <SiteSection titleId="why-us-title" heading={t('whyChooseUs.heading')} intro={t('whyChooseUs.intro')} className="bg-slate-50">
      <FeatureList items={items} iconClassName="bg-emerald-50 text-emerald-800" className="md:grid-cols-2" />
    </SiteSection>
  );
}
