'use client';

import { Bold, Heading2, Image as ImageIcon, Italic, Link2, List, ListOrdered, Quote, Table2 } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { ArticleBody } from '@/components/blog/article-body';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { FIELD_CLASS } from '@/components/ui/field';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import type { Action } from '@/lib/actions/result';
import { ImageInsertDialog } from './image-insert-dialog';
import {
  applyInline,
  applyLines,
  continueBlock,
  insertImage,
  shortcutEdit,
  textChange,
  toggleTable,
  type InlineEdit,
  type LineEdit,
  type Selection,
} from './markdown-edits';

type Tool = { label: string; shortcut?: string; icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }> } & (
  | { inline: InlineEdit }
  | { line: LineEdit }
  | { image: true }
  | { table: true }
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
  { label: 'Table', icon: Table2, table: true },
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
  // The Server Action that renders the text (the page's `previewPost`).
  preview: Action<string, string>;
};

// The post's text: Markdown typed or made with the toolbar and shortcuts, and beside it (below
// on a phone) a live preview rendered by the server exactly as the post page renders it.
export function MarkdownEditor({ id, name, value, required, describedBy, invalid, onChange, preview: render }: Props) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const imageDialog = useRef<HTMLDialogElement>(null);
  // Where the cursor was when the image dialog opened: the image goes there.
  const imageAt = useRef<Selection | null>(null);
  const preview = usePreview(value, render);

  // The toolbar's one tab stop (arrow keys move between its buttons).
  const [activeTool, setActiveTool] = useState(0);

  // Applies an edit as typing, so the browser's undo (Ctrl+Z) takes it back, and puts the
  // selection where the edit says. Where the browser refuses to type for us, the text is set
  // instead (undo then stops there) and the selection follows once React has rendered it.
  function apply(next: Selection) {
    const element = textarea.current;
    if (!element) return;
    element.focus();
    const change = textChange(element.value, next.text);
    if (change) {
      element.setSelectionRange(change.start, change.end);
      // execCommand is deprecated but still the only way to edit a textarea within its undo history.
      const typed = change.insert ? document.execCommand('insertText', false, change.insert) : document.execCommand('delete');
      if (!typed || element.value !== next.text) {
        onChange(next.text);
        requestAnimationFrame(() => {
          element.focus();
          element.setSelectionRange(next.start, next.end);
        });
      }
    }
    element.setSelectionRange(next.start, next.end);
  }

  function current(): Selection {
    const element = textarea.current!;
    return { text: element.value, start: element.selectionStart, end: element.selectionEnd };
  }

  function use(tool: Tool) {
    if ('image' in tool) {
      imageAt.current = current();
      imageDialog.current?.showModal();
    } else if ('table' in tool) apply(toggleTable(current()));
    else if ('inline' in tool) apply(applyInline(current(), tool.inline));
    else apply(applyLines(current(), tool.line));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const plainEnter = event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey;
    const edit = shortcutEdit(event);
    const next = plainEnter && !event.nativeEvent.isComposing ? continueBlock(current()) : edit ? applyInline(current(), edit) : null;
    if (!next) return;
    event.preventDefault();
    apply(next);
  }

  // Arrow keys, Home and End move between the toolbar's buttons (the ARIA toolbar pattern).
  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? TOOLS.length - 1 : step === undefined ? null : (activeTool + step + TOOLS.length) % TOOLS.length;
    if (to === null) return;
    event.preventDefault();
    setActiveTool(to);
    event.currentTarget.querySelectorAll('button')[to]?.focus();
  }

  return (
    <div className="mt-1 grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 rounded-md border border-slate-400 focus-within:border-brand-700">
        <div
          role="toolbar"
          aria-label={COPY.toolbarLabel}
          aria-controls={id}
          onKeyDown={onToolbarKeyDown}
          className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1"
        >
          {TOOLS.map((tool, index) => (
            <button
              key={tool.label}
              type="button"
              tabIndex={index === activeTool ? 0 : -1}
              onFocus={() => setActiveTool(index)}
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

      <ImageInsertDialog
        ref={imageDialog}
        onInsert={(alt, url) => {
          // Closed first: while the modal dialog is open the text cannot take focus or typing.
          imageDialog.current?.close();
          apply(insertImage(imageAt.current ?? current(), alt, url));
        }}
      />
    </div>
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
