import { getMessages, getTranslations } from 'next-intl/server';
import { BookLink } from '@/components/site/booking/book-link';
import { ContactChannels } from '@/components/site/contact/contact-channels';
import { ContactCta } from '@/components/site/contact/contact-cta';
import { ContactForm, type ContactFormTexts } from '@/components/site/contact/contact-form';
import { ContactHero } from '@/components/site/contact/contact-hero';
import { ContactOffice } from '@/components/site/contact/contact-office';
import { ContactSocial } from '@/components/site/contact/contact-social';
import { OrganizationJsonLd } from '@/components/site/organization-json-ld';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import { leadFormMessages } from '@/lib/leads/form-messages';
import { CONTACT_FIELDS } from '@/lib/leads/lead-forms';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';
import { sendContactMessage } from './actions';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Contact.meta' });
  return sitePageMetadata({ title: t('title'), description: t('description'), path: '/contact', locale });
}

// The contact form's words, handed to the client component as plain strings.
async function contactFormTexts(locale: Locale): Promise<ContactFormTexts> {
  const t = await getTranslations({ locale, namespace: 'Contact.form' });
  const forms = await getTranslations({ locale, namespace: 'Forms' });
  const errors = leadFormMessages(locale, await getMessages({ locale }));
  return {
    labels: Object.fromEntries(CONTACT_FIELDS.map((name) => [name, forms(`fields.${name}`)])) as ContactFormTexts['labels'],
    optional: forms('optional'),
    messageHint: t('messageHint'),
    submit: t('submit'),
    submitting: forms('submitting'),
    honeypot: forms('honeypot'),
    failed: forms('status.contactFailure'),
    privacy: { before: t('privacyBefore'), link: t('privacyLink'), after: t('privacyAfter'), href: localizeHref('/privacy-policy', locale) },
    checks: {
      required: { fullName: errors.required('fullName'), email: errors.required('email'), message: errors.required('message') },
      invalidEmail: errors.invalidEmail,
    },
  };
}

export default async function ContactPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [site, t, formTexts, jsonLd, booking] = await Promise.all([
    siteSettingsForPages(),
    getTranslations({ locale, namespace: 'Contact.form' }),
    contactFormTexts(locale),
    getTranslations({ locale, namespace: 'JsonLd' }),
    getTranslations({ locale, namespace: 'Booking' }),
  ]);
  return (
    <>
      <OrganizationJsonLd site={site} locale={locale} areaServed={jsonLd('areaServed')} />
      <ContactHero locale={locale} />
      <ContactChannels site={site} locale={locale} />
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-3">
          <section aria-labelledby="contact-form-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
            <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('heading')}
            </h2>
            <p className="mt-2 text-slate-700">{t('intro')}</p>
            <div className="mt-4 mb-6">
              <BookLink href={localizeHref('/book', locale)} label={booking('bookLink')} size="md" />
            </div>
            <ContactForm texts={formTexts} action={sendContactMessage.bind(null, locale)} />
          </section>
          <div className="space-y-10">
            <ContactOffice site={site} locale={locale} />
            <ContactSocial site={site} locale={locale} />
          </div>
        </div>
      </div>
      <ContactCta phone={site.phone} locale={locale} />
    </>
  );
}
