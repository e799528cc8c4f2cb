import type { PublicFormAction } from '@/components/site/use-public-form';
import type { getTranslations } from 'next-intl/server';
import { DISPLAY_LOCALES, type Locale } from '@/i18n/locales';
import { localizeHref } from '@/i18n/pathnames';
import type { Checklist } from '@/lib/checklists/checklist';
import { breadcrumbJsonLd, checklistJsonLd } from '@/lib/checklists/json-ld';
import { jsonLdText } from '@/lib/services/json-ld';
import type { SiteConfig } from '@/lib/site';
import { formatDay } from '@/lib/time/format';
import { EnquiryProvider } from '../services/enquiry-context';
import type { EnquiryTexts } from '../services/enquiry-texts';
import { ChecklistBoard } from './checklist-board';
import { ChecklistHeader } from './checklist-header';
import type { ChecklistBoardTexts } from './checklist-texts';

type Translator = Awaited<ReturnType<typeof getTranslations<'Checklists'>>>;

type Props = {
  checklist: Checklist;
  locale: Locale;
  site: SiteConfig;
  // The name "check my documents" sends (the linked service's enquiry name, else the English title).
  serviceName: string;
  t: Translator;
  board: ChecklistBoardTexts;
  enquiry: EnquiryTexts;
  // The page's sendServiceEnquiry, its language bound.
  enquiryAction: PublicFormAction;
};

// One checklist's page: where it comes from and when it was checked, its documents to tick, print
// and send. Printed, the page keeps the title, source, date, items and its own address, nothing else.
export function ChecklistPage({ checklist, locale, site, serviceName, t, board, enquiry, enquiryAction }: Props) {
  const path = localizeHref(`/checklists/${checklist.id}`, locale);
  const url = `${site.url}${path}`;
  const trail = [
    { name: t('breadcrumb.home'), href: localizeHref('/', locale) },
    { name: t('breadcrumb.checklists'), href: localizeHref('/checklists', locale) },
    { name: checklist.title, href: path },
  ];
  const absoluteTrail = trail.map((step) => ({ name: step.name, url: `${site.url}${step.href === '/' ? '' : step.href}` }));
  return (
    <EnquiryProvider whatsappNumber={site.whatsappNumber} phone={site.phone} texts={enquiry} action={enquiryAction}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(checklistJsonLd(checklist, url, locale)) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbJsonLd(absoluteTrail)) }} />
      <ChecklistHeader breadcrumbLabel={t('breadcrumb.label')} trail={trail} eyebrow={t('page.eyebrow')} title={checklist.title} intro={checklist.summary}>
        <p className="mt-4 text-sm text-slate-700 print:text-black">
          {t('page.source')}:{' '}
          <a href={checklist.source.url} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 print:text-black">
            {checklist.source.name}
          </a>
          <span translate="no" className="hidden print:inline">
            {' '}
            ({checklist.source.url})
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-700 print:text-black">
          {checklist.checkedOn ? (
            <time dateTime={checklist.checkedOn}>{t('page.checkedOn', { date: formatDay(checklist.checkedOn, 'long', DISPLAY_LOCALES[locale]) })}</time>
          ) : (
            t('page.notReviewed')
          )}
        </p>
      </ChecklistHeader>
      <ChecklistBoard checklist={checklist} serviceName={serviceName} texts={board} />
      <p className="hidden text-sm text-black print:mt-6 print:block">{t('page.printedFrom', { address: url })}</p>
    </EnquiryProvider>
  );
}
