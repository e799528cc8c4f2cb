'use client';

import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Columns3,
  Heading2,
  Heading3,
  Image as ImageIcon,
  Info,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Rows3,
  Table2,
  Trash2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { EDITOR_COPY as COPY } from '@/lib/content/editor';

type Tool = {
  key: string;
  label: string;
  icon: LucideIcon;
  shortcut?: string;
  // A format that is on or off where the cursor is: the button says so (aria-pressed).
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

type Actions = { openLink: () => void; openImage: () => void };

function tools({ openLink, openImage }: Actions): Tool[] {
  return [
    { key: 'undo', label: COPY.tools.undo, icon: Undo2, shortcut: 'Ctrl+Z', enabled: (e) => e.can().undo(), run: (e) => e.chain().focus().undo().run() },
    { key: 'redo', label: COPY.tools.redo, icon: Redo2, shortcut: 'Ctrl+Shift+Z', enabled: (e) => e.can().redo(), run: (e) => e.chain().focus().redo().run() },
    {
      key: 'h2',
      label: COPY.tools.heading2,
      icon: Heading2,
      active: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: COPY.tools.heading3,
      icon: Heading3,
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    { key: 'bold', label: COPY.tools.bold, icon: Bold, shortcut: 'Ctrl+B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    { key: 'italic', label: COPY.tools.italic, icon: Italic, shortcut: 'Ctrl+I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
    { key: 'link', label: COPY.tools.link, icon: Link2, shortcut: 'Ctrl+K', active: (e) => e.isActive('link'), run: openLink },
    { key: 'ul', label: COPY.tools.bulletList, icon: List, active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
    { key: 'ol', label: COPY.tools.orderedList, icon: ListOrdered, active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
    { key: 'quote', label: COPY.tools.quote, icon: Quote, active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
    { key: 'callout', label: COPY.tools.callout, icon: Info, active: (e) => e.isActive('callout'), run: (e) => e.chain().focus().toggleWrap('callout').run() },
    {
      key: 'table',
      label: COPY.tools.table,
      icon: Table2,
      active: (e) => e.isActive('table'),
      enabled: (e) => !e.isActive('table'),
      run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(),
    },
    { key: 'rule', label: COPY.tools.rule, icon: Minus, run: (e) => e.chain().focus().setHorizontalRule().run() },
    { key: 'image', label: COPY.tools.image, icon: ImageIcon, run: openImage },
  ];
}

// What a table's cells can do, shown while the cursor is in a table.
const TABLE_TOOLS: Tool[] = [
  { key: 'row', label: COPY.table.addRow, icon: Rows3, run: (e) => e.chain().focus().addRowAfter().run() },
  { key: 'col', label: COPY.table.addColumn, icon: Columns3, run: (e) => e.chain().focus().addColumnAfter().run() },
  { key: 'delrow', label: COPY.table.deleteRow, icon: Trash2, enabled: (e) => e.can().deleteRow(), run: (e) => e.chain().focus().deleteRow().run() },
  { key: 'delcol', label: COPY.table.deleteColumn, icon: Trash2, enabled: (e) => e.can().deleteColumn(), run: (e) => e.chain().focus().deleteColumn().run() },
  { key: 'deltable', label: COPY.table.deleteTable, icon: Trash2, run: (e) => e.chain().focus().deleteTable().run() },
];

type Props = Actions & { editor: Editor; controls: string };

// The formatting buttons: one tab stop, arrow keys, Home and End between the buttons (the ARIA
// toolbar pattern); each toggle says whether it is on where the cursor is.
export function EditorToolbar({ editor, controls, openLink, openImage }: Props) {
  const [activeIndex, setActiveIndex] = useState(0);
  const main = tools({ openLink, openImage });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      inTable: current.isActive('table'),
      // One string per button: re-rendered only when a button's state changes.
      states: [...main, ...TABLE_TOOLS].map((tool) => `${tool.active?.(current) ? 1 : 0}${tool.enabled ? (tool.enabled(current) ? 1 : 0) : 1}`).join(''),
    }),
  });
  const shown = state.inTable ? [...main, ...TABLE_TOOLS] : main;
  const focusIndex = Math.min(activeIndex, shown.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? shown.length - 1 : step === undefined ? null : (focusIndex + step + shown.length) % shown.length;
    if (to === null) return;
    event.preventDefault();
    setActiveIndex(to);
    event.currentTarget.querySelectorAll('button')[to]?.focus();
  }

  return (
    <div role="toolbar" aria-label={COPY.toolbarLabel} aria-controls={controls} onKeyDown={onKeyDown} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1">
      {shown.map((tool, index) => {
        const pressed = tool.active ? tool.active(editor) : undefined;
        const enabled = tool.enabled ? tool.enabled(editor) : true;
        const tableTool = TABLE_TOOLS.includes(tool);
        return (
          <button
            key={tool.key}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setActiveIndex(index)}
            // The editor keeps its selection while a button is pressed with the mouse.
            onMouseDown={(event) => event.preventDefault()}
            aria-label={tool.label}
            aria-pressed={pressed}
            aria-disabled={!enabled || undefined}
            title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
            aria-keyshortcuts={tool.shortcut?.replace('Ctrl', 'Control')}
            onClick={() => enabled && tool.run(editor)}
            className={`inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-2 text-slate-800 hover:bg-slate-200 aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent aria-pressed:bg-brand-50 aria-pressed:ring-1 aria-pressed:ring-brand-700 aria-pressed:text-brand-900 ${
              tableTool ? 'border border-slate-300 text-sm' : ''
            } ${FOCUS_RING}`}
          >
            <tool.icon aria-hidden className="h-5 w-5" />
            {tableTool && <span>{tool.label}</span>}
          </button>
        );
      })}
    </div>
  );
}
