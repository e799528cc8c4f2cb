import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { Phone } from '@/components/ui/icons';
import { telHref } from '@/components/site/tel-href';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import type { ConsultationCopy } from '@/lib/content/consultation';
import { HOME_CTA } from '@/lib/content/home';
import type { HomeTranslator } from './home-translator';

type Props = { phone: string; consultationFree: boolean; t: HomeTranslator; locale: Locale; consultation: ConsultationCopy };

export function HomeCta({ phone, consultationFree, consultation, t, locale }: Props) {
  return (
    <CtaBand id="home-cta-title" title={t('cta.heading')} text={t('cta.text') + consultation.firstIsFree(consultationFree)} size="large">
      <Link href={localizeHref(HOME_CTA.primaryHref, locale)} className={buttonClass('inverse', 'lg')}>
        {t('cta.primary')}
      </Link>
      <a href={telHref(phone)} className={buttonClass('inverse-outline', 'lg')}>
        <Phone aria-hidden="true" className="h-5 w-5" />
        {t('cta.phone')}
      </a>
    </CtaBand>
  );
}
