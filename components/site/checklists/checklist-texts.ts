import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { DOCUMENT_FORMS, type DocumentForm } from '@/lib/checklists/checklist';
import type { DocumentCheckTexts } from '@/lib/checklists/document-check';

// What a checklist's ticking part says, in the page's language (Checklists in the catalogue). It
// runs in the browser, so it gets these texts as a prop; {name} arguments are filled there.
export type ChecklistBoardTexts = {
  // {ticked} {total}
  progress: string;
  privacy: string;
  print: string;
  clear: string;
  send: string;
  sendHint: string;
  formsLabel: string;
  forms: Record<DocumentForm, string>;
  enquiry: DocumentCheckTexts;
};

export async function checklistBoardTexts(locale: Locale): Promise<ChecklistBoardTexts> {
  const t = await getTranslations({ locale, namespace: 'Checklists' });
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string;
  return {
    progress: raw('board.progress'),
    privacy: t('page.privacy'),
    print: t('board.print'),
    clear: t('board.clear'),
    send: t('board.send'),
    sendHint: t('board.sendHint'),
    formsLabel: t('page.formsLabel'),
    forms: Object.fromEntries(DOCUMENT_FORMS.map((form) => [form, t(`forms.${form}`)])) as Record<DocumentForm, string>,
    enquiry: {
      heading: raw('enquiry.heading'),
      have: raw('enquiry.have'),
      missing: raw('enquiry.missing'),
      more: raw('enquiry.more'),
      label: raw('enquiry.label'),
      chatLine: raw('enquiry.chatLine'),
    },
  };
}
