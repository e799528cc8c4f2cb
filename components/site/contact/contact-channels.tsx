import { Mail, MessageCircle, Phone, type IconComponent } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { SiteConfig } from '@/lib/site';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { telHref } from '@/components/site/tel-href';
import { WhatsAppChatLink } from './whatsapp-chat-link';

const LINK = `mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 wrap-anywhere hover:text-brand-900 ${FOCUS_RING}`;

function Channel({ icon: Icon, title, text, children }: { icon: IconComponent; title: string; text: string; children: React.ReactNode }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{text}</p>
      {children}
    </li>
  );
}

// E-mail, phone and WhatsApp: the three direct channels of SPEC section 2.
export async function ContactChannels({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return (
    <section aria-labelledby="channels-title" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="channels-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('channels.heading')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        <Channel icon={Mail} title={t('channels.emailTitle')} text={t('channels.emailText')}>
          <a href={`mailto:${site.email}`} className={LINK}>
            {site.email}
          </a>
        </Channel>
        <Channel icon={Phone} title={t('channels.phoneTitle')} text={t('channels.phoneText')}>
          <a href={telHref(site.phone)} className={LINK}>
            {site.phone}
          </a>
        </Channel>
        <Channel icon={MessageCircle} title={t('channels.whatsappTitle')} text={t('channels.whatsappText')}>
          <WhatsAppChatLink number={site.whatsappNumber} phone={site.phone} newTabLabel={t('newTab')} className={LINK}>
            {t('channels.whatsappLink')}
          </WhatsAppChatLink>
        </Channel>
      </ul>
    </section>
  );
}
