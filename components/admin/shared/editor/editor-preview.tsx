'use client';

import { useEffect, useRef, useState } from 'react';
import { ArticleBody } from '@/components/blog/article-body';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { EDITOR_COPY } from '@/lib/content/editor';
import type { Action } from '@/lib/actions/result';

const COPY = EDITOR_COPY.preview;

// How long typing pauses before the preview is rendered again.
const PREVIEW_DELAY_MS = 400;

// What the text becomes where it is read: a post's page body (ArticleBody, the post page's own
// component and styles) or a newsletter mail (its HTML in a sandboxed frame, the mail's styles
// inside it).
export type PreviewKind = 'article' | 'mail';

type Props = {
  id: string;
  markdown: string;
  locale: string;
  kind: PreviewKind;
  // The Server Action that renders the text with the page's or the mail's own renderer.
  render: Action<string, string>;
};

export function EditorPreview({ id, markdown, locale, kind, render }: Props) {
  const preview = usePreview(markdown, render);
  return (
    <section
      aria-labelledby={`${id}-preview-title`}
      tabIndex={0}
      className={`max-h-[40rem] min-w-0 overflow-y-auto rounded-md border border-slate-200 bg-white p-4 ${FOCUS_RING}`}
    >
      <h2 id={`${id}-preview-title`} className="mb-3 text-sm font-semibold text-slate-700">
        {COPY.heading}
      </h2>
      {!markdown.trim() ? (
        <p className="text-sm text-slate-600">{COPY.empty}</p>
      ) : preview.failed ? (
        <p className="text-sm text-red-700">{COPY.failed}</p>
      ) : kind === 'article' ? (
        <div lang={locale} aria-busy={preview.pending || undefined}>
          <ArticleBody html={preview.html} />
        </div>
      ) : (
        <iframe title={COPY.heading} sandbox="" srcDoc={preview.html} aria-busy={preview.pending || undefined} className="h-[34rem] w-full rounded border border-slate-200 bg-white" />
      )}
    </section>
  );
}

// The rendered preview of the text, asked for once typing pauses; an older answer never
// replaces a newer one.
function usePreview(text: string, render: Action<string, string>) {
  const [state, setState] = useState({ html: '', pending: false, failed: false });
  const latest = useRef(0);
  useEffect(() => {
    if (!text.trim()) return;
    const ask = ++latest.current;
    const timer = setTimeout(async () => {
      setState((previous) => ({ ...previous, pending: true }));
      const result = await render(text).catch(() => null);
      if (ask !== latest.current) return;
      setState(result?.ok ? { html: result.data, pending: false, failed: false } : (previous) => ({ ...previous, pending: false, failed: true }));
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, render]);
  return state;
}
