import 'server-only';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { ArrowRight } from '@/components/ui/icons';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import { OPPORTUNITY_CHECK_PATH } from '@/lib/opportunity-card/check-query';

export type CheckPointsCtaTexts = { heading: string; text: string; link: string; href: string };

// Its words in the page's language, read by the page (the component itself stays synchronous, as
// the pages' tests render it).
export async function checkPointsCtaTexts(locale: Locale): Promise<CheckPointsCtaTexts> {
  const t = await getTranslations({ locale, namespace: 'OpportunityCheck.cta' });
  return { heading: t('heading'), text: t('text'), link: t('link'), href: localizeHref(OPPORTUNITY_CHECK_PATH, locale) };
}

// "Check your points": the way from the Opportunity Card's section on /services and its own page
// to the points check.
export function CheckPointsCta({ texts }: { texts: CheckPointsCtaTexts }) {
  return (
    <div className="mt-10 flex flex-col gap-4 rounded-lg border border-brand-700 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-8">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{texts.heading}</h3>
        <p className="mt-1 text-slate-700">{texts.text}</p>
      </div>
      <Link href={texts.href} className={`${buttonClass('primary', 'lg')} shrink-0`}>
        {texts.link}
        <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
      </Link>
    </div>
  );
}
