'use client';

import { useEffect, useRef } from 'react';
import { ActionForm } from '@/components/ui/form/action-form';
import { TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { TEXTS_COPY as COPY } from '@/lib/content/texts';
import { checkTextOverride } from '@/lib/texts/text-check';
import type { TextEntryDto, TextHistoryEntryDto, TextResetInput, TextSaveInput } from '@/lib/texts/text-entry';
import type { PreviewDraft } from '@/lib/texts/text-preview';
import type { Locale } from '@/i18n/locales';
import { TextHistory } from './text-history';
import { TextPreviewButtons } from './text-preview-buttons';
import { TextResetButton } from './text-reset-button';

// The Texts screen's actions, passed down by its page.
export type TextActions = {
  save: Action<TextSaveInput, TextEntryDto>;
  reset: Action<TextResetInput, TextEntryDto>;
  loadHistory: Action<{ key: string }, TextHistoryEntryDto[]>;
  preview: Action<PreviewDraft, { address: string }>;
  endPreview: Action<undefined>;
};

type Props = {
  textKey: string;
  locale: Locale;
  language: string;
  // The catalogue's wording, and what the pages show now (the firm's wording where it has one).
  original: string;
  current: string;
  changed: boolean;
  // The page that shows the text in this language, when one does.
  previewAddress: string | null;
  actions: TextActions;
};

type Values = { value: string };

function idOf(key: string, locale: Locale): string {
  return `text-${key.replace(/[^A-Za-z0-9_-]/g, '-')}-${locale}`;
}

// One text in one language: its wording to edit, checked as it is typed (the server checks again
// on Save), Reset when the firm changed it, its preview and the earlier wordings. A refused save
// keeps what was typed and says why under the field.
export function TextEditor({ textKey, locale, language, original, current, changed, previewAddress, actions }: Props) {
  const label = COPY.fieldLabel(language, textKey);
  const idPrefix = idOf(textKey, locale);
  // A preview opened from this text leaves draft mode on until the text is saved or reset.
  const previewed = useRef(false);
  const endPreview = () => {
    if (!previewed.current) return;
    previewed.current = false;
    void actions.endPreview(undefined).catch(() => undefined);
  };
  const kit = useActionForm<Values, TextSaveInput, TextEntryDto>({
    defaultValues: { value: current },
    action: actions.save,
    toInput: (values) => ({ key: textKey, locale, value: values.value }),
    saved: COPY.saved(language),
    fixFields: COPY.fixField,
    failed: COPY.saveFailed,
    onSaved: endPreview,
  });
  // The wording as stored arrives with the refreshed page (after a save or a reset).
  const { showStored } = kit;
  useEffect(() => showStored({ value: current }), [showStored, current]);

  const check = (value: string) => checkTextOverride(original, value) ?? true;
  // Checked as it is typed: a figure without its {years} is said at once, not only after Save.
  const rules = { validate: check, onChange: () => void kit.form.trigger('value') };
  const rows = Math.min(10, Math.max(2, Math.ceil(current.length / 60)));

  return (
    <div className="min-w-0 space-y-3">
      <ActionForm kit={kit} idPrefix={idPrefix} aria-label={label} className="space-y-3">
        <TextField name="value" label={label} rows={rows} lang={locale} rules={rules} className="wrap-anywhere" />
        {changed && (
          <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
            <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{COPY.defaultLabel}</p>
            <p lang={locale} className="mt-1 text-sm whitespace-pre-wrap text-slate-800 wrap-anywhere">
              {original}
            </p>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={kit.busy} label={COPY.save} busyLabel={COPY.saving} variant="primary" />
          {changed && <TextResetButton textKey={textKey} locale={locale} language={language} original={original} reset={actions.reset} onReset={endPreview} />}
        </div>
      </ActionForm>
      {previewAddress ? (
        <TextPreviewButtons
          textKey={textKey}
          locale={locale}
          language={language}
          valueOf={() => kit.form.getValues('value')}
          preview={actions.preview}
          onOpened={() => {
            previewed.current = true;
          }}
          onRefused={(message) => kit.form.setError('value', { type: 'server', message })}
        />
      ) : (
        <p className="text-sm text-slate-600">{COPY.noPreview}</p>
      )}
      {/* A new wording stored starts the history afresh (closed, loaded again when opened). */}
      <TextHistory key={current} textKey={textKey} locale={locale} language={language} loadHistory={actions.loadHistory} />
    </div>
  );
}
