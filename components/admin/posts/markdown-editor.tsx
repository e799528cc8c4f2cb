'use client';

import { Bold, Heading2, Image as ImageIcon, Italic, Link2, List, ListOrdered, Quote } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { ArticleBody } from '@/components/blog/article-body';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { FIELD_CLASS } from '@/components/ui/field';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { callAdminApi } from '@/components/admin/admin-api';
import { ImageInsertDialog } from './image-insert-dialog';
import { applyInline, applyLines, insertImage, shortcutEdit, type InlineEdit, type LineEdit, type Selection } from './markdown-edits';

type Tool = { label: string; shortcut?: string; icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }> } & (
  | { inline: InlineEdit }
  | { line: LineEdit }
  | { image: true }
);

const TOOLS: Tool[] = [
  { label: 'Heading', icon: Heading2, line: 'heading' },
  { label: 'Bold', shortcut: 'Ctrl+B', icon: Bold, inline: 'bold' },
  { label: 'Italic', shortcut: 'Ctrl+I', icon: Italic, inline: 'italic' },
  { label: 'Bulleted list', icon: List, line: 'bulletList' },
  { label: 'Numbered list', icon: ListOrdered, line: 'numberedList' },
  { label: 'Link', shortcut: 'Ctrl+K', icon: Link2, inline: 'link' },
  { label: 'Insert image', icon: ImageIcon, image: true },
  { label: 'Quote', icon: Quote, line: 'quote' },
];

// How long typing pauses before the preview is rendered again.
const PREVIEW_DELAY_MS = 400;

type Props = {
  id: string;
  name: string;
  value: string;
  required: boolean;
  describedBy?: string;
  invalid?: boolean;
  onChange: (value: string) => void;
};

// The post's text: Markdown typed or made with the toolbar and shortcuts, and beside it (below
// on a phone) a live preview rendered by the server exactly as the post page renders it.
export function MarkdownEditor({ id, name, value, required, describedBy, invalid, onChange }: Props) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const imageDialog = useRef<HTMLDialogElement>(null);
  // Where the cursor was when the image dialog opened: the image goes there.
  const imageAt = useRef<Selection | null>(null);
  const preview = usePreview(value);

  // Applies an edit and puts the selection where the edit says, after React has rendered the text.
  function apply(next: Selection) {
    onChange(next.text);
    requestAnimationFrame(() => {
      const element = textarea.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  }

  function current(): Selection {
    const element = textarea.current!;
    return { text: element.value, start: element.selectionStart, end: element.selectionEnd };
  }

  function use(tool: Tool) {
    if ('image' in tool) {
      imageAt.current = current();
      imageDialog.current?.showModal();
    } else if ('inline' in tool) apply(applyInline(current(), tool.inline));
    else apply(applyLines(current(), tool.line));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const edit = shortcutEdit(event);
    if (!edit) return;
    event.preventDefault();
    apply(applyInline(current(), edit));
  }

  return (
    <div className="mt-1 grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 rounded-md border border-slate-400 focus-within:border-brand-700">
        <div role="toolbar" aria-label={COPY.toolbarLabel} aria-controls={id} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1">
          {TOOLS.map((tool) => (
            <button
              key={tool.label}
              type="button"
              aria-label={tool.label}
              title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
              aria-keyshortcuts={tool.shortcut?.replace('Ctrl', 'Control')}
              onClick={() => use(tool)}
              className={`inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-200 ${FOCUS_RING}`}
            >
              <tool.icon aria-hidden className="h-5 w-5" />
            </button>
          ))}
        </div>
        <textarea
          ref={textarea}
          id={id}
          name={name}
          rows={16}
          value={value}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={`${FIELD_CLASS} mt-0 rounded-t-none border-0 font-mono text-sm leading-relaxed`}
        />
      </div>

      <section
        aria-labelledby={`${id}-preview-title`}
        tabIndex={0}
        className={`max-h-[36rem] min-w-0 overflow-y-auto rounded-md border border-slate-200 bg-white p-4 ${FOCUS_RING}`}
      >
        <h2 id={`${id}-preview-title`} className="mb-3 text-sm font-semibold text-slate-700">
          {COPY.previewHeading}
        </h2>
        {!value.trim() ? (
          <p className="text-sm text-slate-600">{COPY.previewEmpty}</p>
        ) : preview.failed ? (
          <p className="text-sm text-red-700">{COPY.previewFailed}</p>
        ) : (
          <div aria-busy={preview.pending || undefined}>
            <ArticleBody html={preview.html} />
          </div>
        )}
      </section>

      <ImageInsertDialog ref={imageDialog} onInsert={(alt, url) => apply(insertImage(imageAt.current ?? current(), alt, url))} />
    </div>
  );
}

// The rendered preview of the text, asked for once typing pauses; an older answer never
// replaces a newer one.
function usePreview(text: string) {
  const [state, setState] = useState({ html: '', pending: false, failed: false });
  const latest = useRef(0);
  useEffect(() => {
    if (!text.trim()) return;
    const ask = ++latest.current;
    const timer = setTimeout(async () => {
      setState((previous) => ({ ...previous, pending: true }));
      const result = await callAdminApi('/api/v1/posts/render', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ summary: text }),
      });
      if (ask !== latest.current) return;
      const html = result.ok ? (result.body as { html?: unknown } | null)?.html : undefined;
      setState(typeof html === 'string' ? { html, pending: false, failed: false } : (previous) => ({ ...previous, pending: false, failed: true }));
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return state;
}
