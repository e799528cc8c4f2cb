'use client';

import { LoaderCircle, RotateCcw } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { useAction } from '@/components/ui/form/use-action';
import type { Action } from '@/lib/actions/result';
import { TEXTS_COPY as COPY } from '@/lib/content/texts';
import type { TextEntryDto, TextResetInput } from '@/lib/texts/text-entry';
import type { Locale } from '@/i18n/locales';

type Props = { textKey: string; locale: Locale; language: string; original: string; reset: Action<TextResetInput, TextEntryDto>; onReset: () => void };

// Back to the catalogue's wording in one language, after the browser's confirmation (as the
// back office's delete buttons ask). The action refreshes the page, whose form then shows the
// original; the replaced wording stays in the history.
export function TextResetButton({ textKey, locale, language, original, reset, onReset: onDone }: Props) {
  const { pending, run } = useAction();

  function onReset() {
    if (!window.confirm(COPY.confirmReset(language, original))) return;
    run(() => reset({ key: textKey, locale }), { success: COPY.resetDone(language), failed: COPY.resetFailed, onSuccess: onDone });
  }

  const label = pending ? COPY.resetting : COPY.reset;
  return (
    <button type="button" onClick={onReset} disabled={pending} aria-busy={pending || undefined} aria-label={`${label}: ${COPY.fieldLabel(language, textKey)}`} className={buttonClass('secondary')}>
      {pending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : <RotateCcw aria-hidden="true" className="h-4 w-4" />}
      {label}
    </button>
  );
}
