'use client';

import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { EDITOR_COPY } from '@/lib/content/editor';

const COPY = EDITOR_COPY.figure;

// An image of the text as the editor shows it: the picture, and its alt text and caption as fields
// of their own, so both are written where the image is (the page shows the caption under it).
export function FigureView({ node, updateAttributes, deleteNode, selected }: ReactNodeViewProps) {
  const id = useId();
  const { src, alt, caption } = node.attrs as { src: string; alt: string | null; caption: string | null };
  const missingAlt = !alt?.trim();
  return (
    <NodeViewWrapper
      as="figure"
      data-drag-handle
      className={`my-4 rounded-md border p-3 ${selected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-300'} bg-slate-50`}
    >
      {/* An address of this site's library; the optimiser is not needed inside the editor. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={src} alt={COPY.image(alt ?? '')} className="mx-auto max-h-72 w-auto rounded" draggable={false} />
      <div contentEditable={false} className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
            {COPY.alt}
          </label>
          <input
            id={`${id}-alt`}
            type="text"
            value={alt ?? ''}
            maxLength={200}
            aria-invalid={missingAlt || undefined}
            aria-describedby={missingAlt ? `${id}-alt-missing` : undefined}
            onChange={(event) => updateAttributes({ alt: event.target.value })}
            className={FIELD_CLASS}
          />
          {missingAlt && (
            <p id={`${id}-alt-missing`} className="mt-1 text-sm text-amber-800">
              {COPY.altMissing}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-caption`} className="block text-sm font-medium text-slate-800">
            {COPY.caption}
          </label>
          <input
            id={`${id}-caption`}
            type="text"
            value={caption ?? ''}
            maxLength={300}
            aria-describedby={`${id}-caption-hint`}
            onChange={(event) => updateAttributes({ caption: event.target.value })}
            className={FIELD_CLASS}
          />
          <p id={`${id}-caption-hint`} className="mt-1 text-sm text-slate-600">
            {COPY.captionHint}
          </p>
        </div>
      </div>
      <div contentEditable={false} className="mt-3 flex justify-end">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={deleteNode}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {COPY.remove}
        </button>
      </div>
    </NodeViewWrapper>
  );
}
