import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { Phone } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import { CONTACT_CTA_HREF } from '@/lib/content/contact';
import { telHref } from '@/components/site/tel-href';

export async function ContactCta({ phone, locale }: { phone: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contact.cta' });
  return (
    <CtaBand id="contact-cta-title" title={t('heading')} text={t('text')}>
      <Link href={localizeHref(CONTACT_CTA_HREF, locale)} className={buttonClass('inverse', 'lg')}>
        {t('primary')}
      </Link>
      <a href={telHref(phone)} className={buttonClass('inverse-outline', 'lg')}>
        <Phone aria-hidden="true" className="h-4 w-4" />
        {t('secondary')}
      </a>
    </CtaBand>
  );
}
