import { LanguageBadge } from '@/components/admin/shared/language-badge';
import { LANGUAGE_NAMES, PUBLISHED_LOCALES } from '@/i18n/locales';
import { TEXTS_COPY as COPY } from '@/lib/content/texts';
import { currentText, untranslatedLocales } from '@/lib/texts/text-list';
import type { TextEntryDto } from '@/lib/texts/text-entry';
import { previewAddress } from '@/lib/texts/text-preview';
import { formatDateTime } from '@/lib/time/format';
import { TextEditor, type TextActions } from './text-editor';

const BADGE = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold';

// One catalogue text: its key, then each published language's wording side by side (one under the
// other on a phone), each with its state: changed by whom and when, or still the same as English.
export function TextRow({ entry, actions }: { entry: TextEntryDto; actions: TextActions }) {
  const untranslated = untranslatedLocales(entry);
  return (
    <li className="space-y-3 p-4">
      <h3 className="font-mono text-sm font-semibold text-slate-900 wrap-anywhere">{entry.key}</h3>
      <div className="grid gap-6 md:grid-cols-2">
        {PUBLISHED_LOCALES.map((locale) => {
          const override = entry.overrides[locale];
          const language = LANGUAGE_NAMES[locale];
          return (
            <div key={locale} className="min-w-0 space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <LanguageBadge locale={locale} />
                {override && <span className={`${BADGE} bg-amber-100 text-amber-900`}>{COPY.changed}</span>}
                {untranslated.includes(locale) && <span className={`${BADGE} bg-slate-200 text-slate-800`}>{COPY.sameAsEnglish}</span>}
              </div>
              {override && <p className="text-sm text-slate-700">{COPY.changedBy(override.updatedBy, formatDateTime(override.updatedAt))}</p>}
              <TextEditor
                textKey={entry.key}
                locale={locale}
                language={language}
                original={entry.defaults[locale] ?? ''}
                current={currentText(entry, locale)}
                changed={override !== undefined}
                previewAddress={previewAddress(entry.key, locale)}
                actions={actions}
              />
            </div>
          );
        })}
      </div>
    </li>
  );
}
