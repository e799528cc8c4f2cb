import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';

// The consultation call to action under the blog list; free only when the firm's first conversation is.
export async function BlogConsultationBand({ consultationFree, locale }: { consultationFree: boolean; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blog.consultation' });
  return (
    <section className="bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{t('heading')}</h2>
          <p className="mt-2 text-slate-700">{consultationFree ? t('textFree') : t('text')}</p>
        </div>
        <Link href={localizeHref('/contact', locale)} className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
          {consultationFree ? t('buttonFree') : t('button')}
        </Link>
      </div>
    </section>
  );
}
