import { Eye, Globe, Scale, Target, Users, type IconComponent } from '@/components/ui/icons';
import { CORE_VALUES, type ValueIconName } from '@/lib/content/about';
import { SiteSection } from '@/components/site/site-section';
import type { AboutTranslator } from './about-translator';

const ICONS: Record<ValueIconName, IconComponent> = { scale: Scale, users: Users, eye: Eye, globe: Globe, target: Target };

// id="values": the footer's "Core Values" link points here.
export function CoreValues({ t }: { t: AboutTranslator }) {
  return (
    <SiteSection id="values" titleId="values-title" heading={t('values.heading')} intro={t('values.intro')} className="bg-white">
      {/* Flex rather than grid, so the fifth card is centred instead of leaving a gap. */}
      <ul className="mt-12 flex flex-wrap justify-center gap-6">
        {CORE_VALUES.map((value) => {
          const Icon = ICONS[value.icon];
          return (
            <li key={value.key} className="w-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`values.items.${value.key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`values.items.${value.key}.description`)}</p>
            </li>
          );
        })}
      </ul>
    </SiteSection>
  );
}
