import { MessageCircle } from '@/components/ui/icons';
import { SocialIcon } from '@/components/site/social-icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { SiteConfig } from '@/lib/site';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { WhatsAppChatLink } from './whatsapp-chat-link';

const CHIP = `inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-700 ${FOCUS_RING}`;

// The firm's social channels, with their names written out (the icons alone are not enough).
export async function ContactSocial({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return (
    <section aria-labelledby="social-title">
      <h2 id="social-title" className="text-xl font-semibold text-slate-900">
        {t('social.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('social.text')}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {site.socials.map((social) => (
          <li key={social.name}>
            <a href={social.href} target="_blank" rel="noopener noreferrer" className={CHIP}>
              <SocialIcon name={social.name} />
              {/* A network's name is the same in every language. */}
              <span translate="no">{social.name}</span>
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </li>
        ))}
        <li>
          <WhatsAppChatLink number={site.whatsappNumber} phone={site.phone} newTabLabel={t('newTab')} className={CHIP}>
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t('social.whatsappLabel')}
          </WhatsAppChatLink>
        </li>
      </ul>
    </section>
  );
}
