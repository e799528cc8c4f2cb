import Link from 'next/link';
import type { getTranslations } from 'next-intl/server';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import type { Checklist } from '@/lib/checklists/checklist';
import { ChecklistHeader } from './checklist-header';

type Translator = Awaited<ReturnType<typeof getTranslations<'Checklists'>>>;

// Every checklist with its title and summary, each linking to its page.
export function ChecklistIndex({ checklists, locale, t }: { checklists: readonly Checklist[]; locale: Locale; t: Translator }) {
  const trail = [
    { name: t('breadcrumb.home'), href: localizeHref('/', locale) },
    { name: t('breadcrumb.checklists'), href: localizeHref('/checklists', locale) },
  ];
  return (
    <>
      <ChecklistHeader breadcrumbLabel={t('breadcrumb.label')} trail={trail} eyebrow={t('index.eyebrow')} title={t('index.title')} intro={t('index.intro')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        {checklists.length === 0 ? (
          <p className="text-slate-700">{t('index.empty')}</p>
        ) : (
          <ul className="space-y-4">
            {checklists.map((checklist) => (
              <li key={checklist.id} className="relative rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-700">
                <h2 className="text-xl font-bold text-slate-900">
                  {/* The whole card is the link's target; the title is its name. */}
                  <Link href={localizeHref(`/checklists/${checklist.id}`, locale)} className={`after:absolute after:inset-0 hover:text-brand-700 ${FOCUS_RING}`}>
                    {checklist.title}
                  </Link>
                </h2>
                <p className="mt-2 text-slate-700">{checklist.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
