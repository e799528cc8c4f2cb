import { getTranslations } from 'next-intl/server';
import { ContactChannels } from '@/components/site/contact/contact-channels';
import { ContactCta } from '@/components/site/contact/contact-cta';
import { ContactForm } from '@/components/site/contact/contact-form';
import { ContactHero } from '@/components/site/contact/contact-hero';
import { ContactOffice } from '@/components/site/contact/contact-office';
import { ContactSocial } from '@/components/site/contact/contact-social';
import { OrganizationJsonLd } from '@/components/site/organization-json-ld';
import { CONTACT_FORM, CONTACT_META } from '@/lib/content/contact';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { pageLocale } from '@/i18n/page-locale';

export const generateMetadata = async ({ params }: { params: Promise<{ locale: string }> }) =>
  sitePageMetadata({ ...CONTACT_META, path: '/contact', locale: await pageLocale(params) });

export default async function ContactPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [site, jsonLd] = await Promise.all([siteSettingsForPages(), getTranslations({ locale, namespace: 'JsonLd' })]);
  return (
    <>
      <OrganizationJsonLd site={site} locale={locale} areaServed={jsonLd('areaServed')} />
      <ContactHero />
      <ContactChannels site={site} />
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-3">
          <section aria-labelledby="contact-form-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
            <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {CONTACT_FORM.heading}
            </h2>
            <p className="mt-2 mb-6 text-slate-700">{CONTACT_FORM.intro}</p>
            <ContactForm />
          </section>
          <div className="space-y-10">
            <ContactOffice site={site} />
            <ContactSocial site={site} />
          </div>
        </div>
      </div>
      <ContactCta phone={site.phone} />
    </>
  );
}
