'use client';

import { useState, type KeyboardEvent, type RefObject } from 'react';
import { Dialog, DialogCloseButton } from '@/components/ui/dialog';
import { buttonClass } from '@/components/ui/button';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { EDITOR_COPY } from '@/lib/content/editor';
import { checkLinkAddress } from '@/lib/editor/link-address';

const COPY = EDITOR_COPY.link;

export type LinkDraft = { href: string; text: string; hasText: boolean; editing: boolean };

type Props = {
  ref: RefObject<HTMLDialogElement | null>;
  // What the dialog opens with: the link under the cursor, or the selected words.
  draft: LinkDraft;
  onApply: (href: string, text: string) => void;
  onRemove: () => void;
};

// The address of a link, checked as it is applied: a refused address stays in the field with the
// reason under it. Without selected words, the link's text is asked for too.
export function LinkDialog({ ref, draft, onApply, onRemove }: Props) {
  return (
    <Dialog ref={ref} aria-labelledby="editor-link-title" className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60">
      {/* Keyed by what it opened with, so every opening starts from that draft. */}
      <LinkFields key={`${draft.href}|${draft.text}|${draft.editing}`} draft={draft} close={() => ref.current?.close()} onApply={onApply} onRemove={onRemove} />
    </Dialog>
  );
}

function LinkFields({ draft, close, onApply, onRemove }: Omit<Props, 'ref'> & { close: () => void }) {
  const [href, setHref] = useState(draft.href);
  const [text, setText] = useState(draft.text);
  const [error, setError] = useState<string | null>(null);
  const addressErrors = error ? [error] : undefined;

  function apply() {
    const checked = checkLinkAddress(href);
    if (!checked.ok) return setError(checked.message);
    // Closed first: the dialog hands the focus back, then the editor takes it with the link.
    close();
    onApply(checked.href, draft.hasText ? '' : text.trim() || checked.href);
  }

  // The dialog sits inside the post's form, so it is no form of its own: Enter applies the link
  // instead of submitting the post.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    apply();
  }

  return (
    <div onKeyDown={onKeyDown} className="space-y-4 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id="editor-link-title" className="text-xl font-bold">
          {COPY.title}
        </h2>
        <DialogCloseButton label={COPY.cancel} onClick={close} />
      </div>
      <Field id="editor-link-href" label={COPY.address} required hints={[COPY.addressHint]} errors={addressErrors}>
        <input
          id="editor-link-href"
          type="text"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            if (error) setError(null);
          }}
          className={FIELD_CLASS}
          {...fieldA11y('editor-link-href', { hints: [COPY.addressHint], errors: addressErrors })}
        />
      </Field>
      {!draft.hasText && (
        <Field id="editor-link-text" label={COPY.text} hints={[COPY.textHint]}>
          <input id="editor-link-text" type="text" value={text} onChange={(event) => setText(event.target.value)} className={FIELD_CLASS} {...fieldA11y('editor-link-text', { hints: [COPY.textHint] })} />
        </Field>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {draft.editing && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              close();
              onRemove();
            }}
          >
            {COPY.remove}
          </button>
        )}
        <button type="button" className={buttonClass('secondary')} onClick={close}>
          {COPY.cancel}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={apply}>
          {COPY.save}
        </button>
      </div>
    </div>
  );
}
