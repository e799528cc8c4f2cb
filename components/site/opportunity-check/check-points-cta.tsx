import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { ArrowRight } from '@/components/ui/icons';
import { localizeHref, type Locale } from '@/i18n/pathnames';

// "Check your points": the way from the Opportunity Card's section on /services and its own page
// to the points check.
export async function CheckPointsCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OpportunityCheck.cta' });
  return (
    <div className="mt-10 flex flex-col gap-4 rounded-lg border border-brand-700 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-8">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{t('heading')}</h3>
        <p className="mt-1 text-slate-700">{t('text')}</p>
      </div>
      <Link href={localizeHref('/services/opportunity-card/check', locale)} className={`${buttonClass('primary', 'lg')} shrink-0`}>
        {t('link')}
        <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
      </Link>
    </div>
  );
}
