'use client';

import { Extension, type JSONContent } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { EditorContent, ReactNodeViewRenderer, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import toast from 'react-hot-toast';
import { uploadImage } from '@/components/admin/upload-image';
import { imageFileProblem } from '@/components/admin/shared/image-file';
import { MediaPickerDialog } from '@/components/admin/shared/media-picker-dialog';
import { ARTICLE_STYLES } from '@/components/blog/article-body';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { takeTypedBeforeHydration } from '@/components/ui/form/typed-before-hydration';
import type { Action } from '@/lib/actions/result';
import { EDITOR_COPY as COPY } from '@/lib/content/editor';
import { editorExtensions, Figure } from '@/lib/editor/extensions';
import { docToMarkdown, markdownToDoc } from '@/lib/editor/markdown';
import { wordCount } from '@/lib/posts/read-time';
import type { Locale } from '@/i18n/locales';
import { EditorPreview, type PreviewKind } from './editor-preview';
import { EditorToolbar } from './editor-toolbar';
import { FigureView } from './figure-view';
import { LinkDialog, type LinkDraft } from './link-dialog';
import { embeddedImageFile, embeddedImageSources, keepUsableImages } from './pasted-images';

const WORDS_PER_MINUTE = 200;

type Props = {
  id: string;
  // The field's name, for the Markdown textarea shown until the editor has loaded.
  name: string;
  // The field's label: the editable area is no form control, so it is named with aria-label.
  label: string;
  // The text as stored: Markdown. The editor reads it and writes it back on every change.
  value: string;
  onChange: (markdown: string) => void;
  required?: boolean;
  describedBy?: string;
  invalid?: boolean;
  // The text's language: the preview's and the spell checker's, and the alt text offered with a
  // library image.
  locale: Locale;
  preview: { kind: PreviewKind; render: Action<string, string> };
  // A line saying where the draft is kept, e.g. "Saved in this browser at 10:42".
  savedNote?: string | null;
};

type Mode = 'visual' | 'markdown';

// The visual editor of posts and newsletter issues (issue 44): headings, emphasis, links, lists,
// quotes, a callout box, tables, a horizontal rule and library images with alt text and caption,
// with Markdown shortcuts as people type. The stored format stays Markdown (lib/editor/markdown.ts
// converts both ways), so the API, the feed, search and excerpts read what they read before.
// Until the editor's script has run, and whenever "Markdown" is chosen, the text is a textarea.
export function RichTextEditor({ id, name, label, value, onChange, required, describedBy, invalid, locale, preview, savedNote }: Props) {
  const [mode, setMode] = useState<Mode>('visual');
  const [previewOpen, setPreviewOpen] = useState(false);
  const linkDialog = useRef<HTMLDialogElement>(null);
  const imageDialog = useRef<HTMLDialogElement>(null);
  const [linkDraft, setLinkDraft] = useState<LinkDraft>({ href: '', text: '', hasText: false, editing: false });
  // The Markdown this editor last wrote: a value that differs came from outside (a restored draft).
  const written = useRef(value);
  // The editor is made once; its handlers reach the latest props through these.
  const onChangeRef = useRef(onChange);
  const openLinkRef = useRef<(editor: Editor) => void>(() => {});

  const extensions = useMemo(
    () => [
      // The document's own extensions, with two of the screen's: an image shows its alt text and
      // caption as fields, and a pasted image's bytes (data:) are read, to be uploaded.
      ...editorExtensions().map((extension) =>
        extension.name === Figure.name
          ? Figure.extend({ addNodeView: () => ReactNodeViewRenderer(FigureView) })
          : extension.name === Image.name
            ? Image.configure({ inline: true, allowBase64: true })
            : extension,
      ),
      Extension.create({
        name: 'linkShortcut',
        addKeyboardShortcuts() {
          return { 'Mod-k': () => (openLinkRef.current(this.editor as Editor), true) };
        },
      }),
    ],
    // The list is built once: the figure view and shortcut read the latest callbacks through refs.
    [],
  );

  const attributes = editableAttributes({ id, label, describedBy, invalid, required, locale });
  const currentAttributes = useRef(attributes);
  const attributesKey = JSON.stringify(attributes);

  const editor = useEditor({
    extensions,
    content: markdownToDoc(value),
    // Rendered on the client only: the server's HTML has the textarea.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: () => currentAttributes.current,
      transformPasted: (slice) => {
        const { slice: kept, refused } = keepUsableImages(slice, window.location.origin);
        if (refused) toast.error(COPY.paste.refused(refused), { duration: 8000 });
        return kept;
      },
      handlePaste: (view, event) => insertFiles(view, event.clipboardData?.files, null, Boolean(event.clipboardData?.getData('text/html'))),
      handleDrop: (view, event) => {
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
        return insertFiles(view, event.dataTransfer?.files, at, false);
      },
    },
    onUpdate: ({ editor: current }) => {
      const markdown = docToMarkdown(current.getJSON());
      written.current = markdown;
      onChangeRef.current(markdown);
      if (embeddedImageSources(current.state.doc).length) void uploadEmbeddedImages(current);
    },
  });

  // The editable area's name, description and state follow the field's. ProseMirror reads them
  // from a function on every update, so a change is applied with an empty transaction.
  useEffect(() => {
    currentAttributes.current = JSON.parse(attributesKey) as Record<string, string>;
    if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr);
  }, [editor, attributesKey]);

  // A value from outside (a restored draft, the Markdown textarea) replaces the document.
  useEffect(() => {
    if (!editor || mode !== 'visual' || value === written.current) return;
    written.current = value;
    editor.commands.setContent(markdownToDoc(value), { emitUpdate: false });
  }, [editor, value, mode]);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Ctrl+K and the Link button: the link under the cursor (all of it), or the selected words.
  useEffect(() => {
    openLinkRef.current = (current: Editor) => {
      const href = (current.getAttributes('link').href as string | undefined) ?? '';
      if (href) current.chain().extendMarkRange('link').run();
      const { from, to } = current.state.selection;
      const text = current.state.doc.textBetween(from, to, ' ');
      setLinkDraft({ href, text, hasText: from !== to, editing: Boolean(href) });
      linkDialog.current?.showModal();
    };
  }, []);

  const stats = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? wordCount(current.state.doc.textBetween(0, current.state.doc.content.size, ' ', ' ')) : 0),
  });
  const words = mode === 'visual' && editor ? (stats ?? 0) : wordCount(value);

  // Markdown typed into the server's textarea before the scripts ran is the field's value.
  const keepTypedBeforeScripts = (element: HTMLTextAreaElement | null) => {
    const typed = element ? takeTypedBeforeHydration(element) : undefined;
    if (typed !== undefined) onChangeRef.current(typed);
  };

  const textarea = (
    <textarea
      ref={keepTypedBeforeScripts}
      id={editor && mode === 'markdown' ? `${id}-markdown` : id}
      name={name}
      rows={16}
      value={value}
      required={required}
      aria-label={editor ? `${label} (${COPY.source.markdown})` : undefined}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
      className={`${FIELD_CLASS} mt-0 rounded-none border-0 font-mono text-sm leading-relaxed`}
    />
  );

  return (
    <div className="mt-1 grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 rounded-md border border-slate-400 focus-within:border-brand-700">
        {editor && <ModeSwitch id={id} mode={mode} onChange={setMode} />}
        {!editor ? (
          <>
            <p className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{COPY.loading}</p>
            {textarea}
          </>
        ) : (
          <>
            {mode === 'markdown' ? (
              <>
                <p className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{COPY.source.markdownHint}</p>
                {textarea}
              </>
            ) : (
              <EditorToolbar editor={editor} controls={id} openLink={() => openLinkRef.current(editor)} openImage={() => imageDialog.current?.showModal()} />
            )}
            {/* Kept mounted while the Markdown shows: the editor keeps its history and view. */}
            <EditorContent editor={editor} hidden={mode === 'markdown'} className="max-h-[40rem] overflow-y-auto" />
          </>
        )}
        <p id={`${id}-shortcuts`} className="sr-only">
          {COPY.areaHint}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span>{COPY.stats(words, Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)))}</span>
          {savedNote && <span role="status">{savedNote}</span>}
        </div>
      </div>

      <div className="min-w-0">
        <button
          type="button"
          aria-expanded={previewOpen}
          aria-controls={`${id}-preview`}
          onClick={() => setPreviewOpen((open) => !open)}
          className={`${buttonClass('secondary', 'sm')} mb-2 lg:hidden`}
        >
          {previewOpen ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
          {previewOpen ? COPY.preview.hide : COPY.preview.show}
        </button>
        <div id={`${id}-preview`} className={previewOpen ? 'block' : 'hidden lg:block'}>
          <EditorPreview id={id} markdown={value} locale={locale} kind={preview.kind} render={preview.render} />
        </div>
      </div>

      {/* Outside the form around the editor: Enter in a dialog's field must not submit it. */}
      {editor &&
        createPortal(
          <>
            <LinkDialog
              ref={linkDialog}
              draft={linkDraft}
              onApply={(href, text) => {
                if (!editor) return;
                const chain = editor.chain().focus();
                if (text) chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
                else chain.extendMarkRange('link').setLink({ href }).run();
                // Typing goes on after the link, as in a word processor, not over its words.
                editor.chain().focus().setTextSelection(editor.state.selection.to).unsetMark('link').run();
              }}
              onRemove={() => editor?.chain().focus().extendMarkRange('link').unsetLink().run()}
            />
            <MediaPickerDialog
              ref={imageDialog}
              locale={locale}
              onPick={({ url, alt }) => {
                // Closed first: while the modal dialog is open the text cannot take focus.
                imageDialog.current?.close();
                editor?.chain().focus().insertContent(figure(url, alt)).run();
              }}
            />
          </>,
          document.body,
        )}
    </div>
  );
}

function ModeSwitch({ id, mode, onChange }: { id: string; mode: Mode; onChange: (mode: Mode) => void }) {
  return (
    <div role="group" aria-label={COPY.source.label} className="flex justify-end gap-1 border-b border-slate-200 bg-white px-2 py-1">
      {(['visual', 'markdown'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          aria-controls={id}
          onClick={() => onChange(option)}
          className={`min-h-9 rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 aria-pressed:ring-1 aria-pressed:ring-brand-700 ${FOCUS_RING}`}
        >
          {COPY.source[option]}
        </button>
      ))}
    </div>
  );
}

type AttributeProps = Pick<Props, 'id' | 'label' | 'describedBy' | 'invalid' | 'required' | 'locale'>;

function editableAttributes({ id, label, describedBy, invalid, required, locale }: AttributeProps): Record<string, string> {
  return {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    'aria-describedby': describedBy ? `${describedBy} ${id}-shortcuts` : `${id}-shortcuts`,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    lang: locale,
    spellcheck: 'true',
    // The page's own article styles: the text looks as it will read.
    class: `${ARTICLE_STYLES} min-h-80 px-4 py-3 focus-visible:outline-none`,
  };
}

const figure = (src: string, alt: string): JSONContent => ({ type: 'figure', attrs: { src, alt, caption: '' } });

// Image files pasted or dropped (a screenshot, a photo from the desktop) go to the library and
// into the text where they landed. Pasted HTML is left to the editor (its images are checked in
// transformPasted); other files are not the editor's business.
function insertFiles(view: EditorView, files: FileList | undefined, at: number | null, hasHtml: boolean): boolean {
  const images = [...(files ?? [])].filter((file) => file.type.startsWith('image/'));
  if (!images.length || hasHtml) return false;
  void (async () => {
    let position = at ?? view.state.selection.from;
    for (const file of images) {
      const problem = imageFileProblem(file);
      const result = problem ? { ok: false as const, message: problem } : await uploadImage(file, COPY.paste.failed);
      if (!result.ok) {
        toast.error(result.message);
        continue;
      }
      const node = view.state.schema.nodeFromJSON(figure(result.url, ''));
      view.dispatch(view.state.tr.insert(Math.min(position, view.state.doc.content.size), node));
      position += node.nodeSize;
    }
  })();
  return true;
}

// Pasted images whose bytes came with the paste (data: addresses) are uploaded to the library and
// their address replaced; one that cannot be uploaded is taken out again, and the writer told.
const uploading = new WeakSet<Editor>();
async function uploadEmbeddedImages(editor: Editor) {
  if (uploading.has(editor)) return;
  uploading.add(editor);
  const toastId = toast.loading(COPY.paste.uploading);
  let done = 0;
  try {
    for (const [index, src] of embeddedImageSources(editor.state.doc).entries()) {
      const result = await uploadImage(embeddedImageFile(src, index), COPY.paste.failed);
      const { tr, doc } = editor.state;
      const found: { pos: number; size: number }[] = [];
      doc.descendants((node, pos) => {
        if (node.attrs.src === src) found.push({ pos, size: node.nodeSize });
      });
      // From the end, so the earlier positions stay right.
      for (const { pos, size } of found.reverse()) {
        if (result.ok) tr.setNodeAttribute(pos, 'src', result.url);
        else tr.delete(pos, pos + size);
      }
      editor.view.dispatch(tr);
      if (result.ok) done += 1;
      else toast.error(COPY.paste.failed);
    }
  } finally {
    uploading.delete(editor);
    toast.dismiss(toastId);
    if (done) toast.success(COPY.paste.uploaded(done));
  }
}
