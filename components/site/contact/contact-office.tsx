import { MapPin } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { joinWords } from '@/lib/content/contact';
import { pickLocalized } from '@/lib/i18n/localized';
import type { SiteConfig } from '@/lib/site';
import { groupOpeningHours, hoursStated } from '@/lib/site-settings/opening-hours';

// The address, and the opening hours and consultation languages when the firm has set them.
export async function ContactOffice({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contact.office' });
  const { address } = site;
  return (
    <section aria-labelledby="office-title">
      <h2 id="office-title" className="text-xl font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <div className="mt-3 flex gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        {/* The firm's name and address are the same in every language. */}
        <address translate="no" className="text-slate-800 not-italic">
          {site.name}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
          <br />
          {address.country}
        </address>
      </div>
      <p className="mt-3 text-slate-700">{t('text')}</p>
      {hoursStated(site.openingHours) && (
        <div className="mt-5">
          <h3 className="font-semibold text-slate-900">
            {t('hoursHeading')} <span className="font-normal text-slate-600">({t('hoursNote')})</span>
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
            {groupOpeningHours(site.openingHours).map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-medium">{row.label}</dt>
                <dd>{row.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {site.languages.length > 0 && (
        <div className="mt-5">
          <h3 className="font-semibold text-slate-900">{t('languagesHeading')}</h3>
          <p className="mt-1 text-slate-800">{t('languagesText', { languages: joinWords(site.languages.map((language) => pickLocalized(language, locale)), t('and')) })}</p>
        </div>
      )}
    </section>
  );
}
