import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { PageHero } from '@/components/ui/page-hero';

export async function ContactHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contact.hero' });
  return <PageHero titleId="contact-title" eyebrow={t('eyebrow')} title={t('heading')} intro={t('intro')} />;
}
