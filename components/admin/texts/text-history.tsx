'use client';

import { useState } from 'react';
import type { Action } from '@/lib/actions/result';
import { TEXTS_COPY as COPY } from '@/lib/content/texts';
import type { TextHistoryEntryDto } from '@/lib/texts/text-entry';
import { formatDateTime } from '@/lib/time/format';
import type { Locale } from '@/i18n/locales';
import { FOCUS_RING } from '@/components/ui/focus-ring';

type Props = { textKey: string; locale: Locale; language: string; loadHistory: Action<{ key: string }, TextHistoryEntryDto[]> };

type State = { status: 'closed' | 'loading' | 'failed' } | { status: 'loaded'; entries: TextHistoryEntryDto[] };

// The earlier wordings of one text in one language, newest first, with who replaced each and
// when: a disclosure that loads them the first time it opens (a page of texts loads none).
export function TextHistory({ textKey, locale, language, loadHistory }: Props) {
  const [state, setState] = useState<State>({ status: 'closed' });

  async function onToggle(event: React.SyntheticEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.open || state.status === 'loading' || state.status === 'loaded') return;
    setState({ status: 'loading' });
    const result = await loadHistory({ key: textKey }).catch(() => null);
    setState(result?.ok ? { status: 'loaded', entries: result.data.filter((entry) => entry.locale === locale) } : { status: 'failed' });
  }

  return (
    <details onToggle={onToggle} className="rounded-md border border-slate-200">
      <summary className={`min-h-11 cursor-pointer rounded-md px-3 py-2.5 text-sm font-medium text-slate-800 ${FOCUS_RING}`}>
        {COPY.history(language)}
        <span className="sr-only">: {textKey}</span>
      </summary>
      <div className="border-t border-slate-200 p-3 text-sm" aria-live="polite">
        {state.status === 'loading' && <p className="text-slate-700">{COPY.historyLoading}</p>}
        {state.status === 'failed' && <p className="text-red-700">{COPY.historyFailed}</p>}
        {state.status === 'loaded' &&
          (state.entries.length === 0 ? (
            <p className="text-slate-700">{COPY.historyEmpty}</p>
          ) : (
            <ol className="space-y-3">
              {state.entries.map((entry) => (
                <li key={`${entry.replacedAt}-${entry.value}`} className="space-y-1">
                  <p lang={locale} className="whitespace-pre-wrap text-slate-900 wrap-anywhere">
                    {entry.value}
                  </p>
                  <p className="text-slate-600">
                    {COPY.historyEntry(entry.replacedBy, formatDateTime(entry.replacedAt))}
                  </p>
                </li>
              ))}
            </ol>
          ))}
      </div>
    </details>
  );
}
