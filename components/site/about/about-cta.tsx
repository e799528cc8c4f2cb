import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import { ABOUT_CTA } from '@/lib/content/about';
import type { AboutTranslator } from './about-translator';

export function AboutCta({ t, locale }: { t: AboutTranslator; locale: Locale }) {
  return (
    <CtaBand id="about-cta-title" title={t('cta.heading')} text={t('cta.text')} size="large">
      <Link href={localizeHref(ABOUT_CTA.primaryHref, locale)} className={buttonClass('inverse', 'lg')}>
        {t('cta.primary')}
      </Link>
      <Link href={localizeHref(ABOUT_CTA.secondaryHref, locale)} className={buttonClass('inverse-outline', 'lg')}>
        {t('cta.secondary')}
      </Link>
    </CtaBand>
  );
}
