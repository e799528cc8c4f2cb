'use client';

import { X } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { PostImage } from '@/components/blog/post-image';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { Field, fieldA11y } from '@/components/ui/field';
import { IMAGE_ACCEPT } from '@/components/admin/shared/image-file';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';

type Props = {
  id: string;
  previewUrl: string | null;
  currentImage: string | null;
  editing: boolean;
  errors?: string[];
  onChoose: (file: File) => boolean;
  onRemove: () => void;
};

function Preview({ previewUrl, currentImage }: Pick<Props, 'previewUrl' | 'currentImage'>) {
  if (previewUrl) {
    // A blob: URL exists only in this tab, so the next/image optimizer cannot fetch it.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={previewUrl} alt={COPY.chosenAlt} className="h-full w-full object-cover" />;
  }
  if (currentImage) return <PostImage image={currentImage} alt={COPY.currentAlt} sizes="384px" />;
  return <p className="flex h-full items-center justify-center p-4 text-sm text-slate-600">{COPY.imageNone}</p>;
}

// The cover image: a native file input (keyboard and screen-reader support for free), a
// preview, and Remove. In edit mode removing the new file brings back the current image.
export function ImagePicker({ id, previewUrl, currentImage, editing, errors, onChoose, onRemove }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hints = editing ? [COPY.imageHint, COPY.imageKeptHint] : [COPY.imageHint];

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Some browsers empty the input when the dialog is cancelled; the choice goes with it.
    if (!file) return onRemove();
    if (!onChoose(file)) event.target.value = '';
  }

  function remove() {
    if (input.current) input.current.value = '';
    onRemove();
    input.current?.focus();
  }

  return (
    <Field id={id} label={COPY.labels.image} hints={hints} errors={errors}>
      <input
        ref={input}
        id={id}
        name="image"
        type="file"
        accept={IMAGE_ACCEPT}
        required={!editing}
        onChange={onChange}
        {...fieldA11y(id, { hints, errors })}
        className={`${FIELD_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700`}
      />
      <div className="mt-3 flex flex-col items-start gap-3 sm:flex-row">
        <div className="relative aspect-video w-full max-w-sm overflow-hidden rounded-md border border-slate-200 bg-slate-100">
          <Preview previewUrl={previewUrl} currentImage={currentImage} />
        </div>
        {previewUrl && (
          <button type="button" onClick={remove} className={buttonClass('secondary')}>
            <X aria-hidden="true" className="h-4 w-4" />
            {COPY.removeImage}
          </button>
        )}
      </div>
    </Field>
  );
}
