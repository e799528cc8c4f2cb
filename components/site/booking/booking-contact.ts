import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import { whatsappLink, type SiteConfig } from '@/lib/site';
import type { BookingContact } from './link-answer';

// The firm's phone, WhatsApp chat and contact page with their words, for the booking pages' "call
// us instead" (no consultation types yet, a link too late or no longer valid).
export async function bookingContact(site: SiteConfig, locale: Locale): Promise<BookingContact> {
  const t = await getTranslations({ locale, namespace: 'Booking.contact' });
  return {
    phone: site.phone,
    whatsappHref: site.whatsappNumber ? whatsappLink(site.whatsappNumber, t('whatsappText')) : '',
    contactHref: localizeHref('/contact', locale),
    texts: { call: t('call', { phone: site.phone }), whatsapp: t('whatsapp'), message: t('message') },
  };
}
