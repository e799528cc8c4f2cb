'use client';

import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { ChooseFromLibrary } from '@/components/admin/shared/choose-from-library';
import type { PickedImage } from '@/components/admin/shared/media-picker-dialog';
import { PostImage } from '@/components/site/posts/post-image';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { POST_HINTS, POST_LABELS } from '@/lib/posts/post';
import { Field, fieldA11y } from '@/components/ui/field';
import { useFieldId } from '@/components/ui/form/action-form';
import { useFieldErrors } from '@/components/ui/form/fields';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/admin/shared/image-file';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';

type Props = { currentImage: string | null; editing: boolean };

function Preview({ previewUrl, libraryImage, currentImage }: { previewUrl: string | null; libraryImage: string | null; currentImage: string | null }) {
  if (previewUrl) {
    // A blob: URL exists only in this tab, so the next/image optimizer cannot fetch it.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={previewUrl} alt={COPY.chosenAlt} className="h-full w-full object-cover" />;
  }
  if (libraryImage) return <PostImage image={libraryImage} alt={COPY.chosenAlt} sizes="384px" />;
  if (currentImage) return <PostImage image={currentImage} alt={COPY.currentAlt} sizes="384px" />;
  return <p className="flex h-full items-center justify-center p-4 text-sm text-slate-600">{COPY.imageNone}</p>;
}

// The blob: address of a chosen file, freed when the file is replaced or removed and when the page is left.
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = file ? URL.createObjectURL(file) : null;
    // The address exists only once the file is chosen; the first render has none either way.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setUrl(made);
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [file]);
  return url;
}

// The cover image (the form's `image`: the chosen file, sent on saving, or the name of an image
// chosen from the media library): a native file input (keyboard and screen-reader support for
// free), Choose from library, a preview, and Remove. In edit mode removing the new choice brings
// back the current image. A refused file is reported at once and not kept. The library's alt text
// fills the cover's alt text when that is still empty.
export function ImagePicker({ currentImage, editing }: Props) {
  const { watch, setValue, setError, getValues, formState } = useFormContext();
  const id = useFieldId('image');
  const errors = useFieldErrors('image');
  const chosen = watch('image') as File | string | null;
  const previewUrl = usePreviewUrl(chosen instanceof File ? chosen : null);
  const libraryImage = typeof chosen === 'string' ? chosen : null;
  const input = useRef<HTMLInputElement>(null);
  const hints = editing ? [POST_HINTS.image, POST_HINTS.imageKept] : [POST_HINTS.image];

  const choose = (file: File | string | null) => setValue('image', file, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  function pick(image: PickedImage) {
    if (input.current) input.current.value = '';
    choose(image.name);
    if (!String(getValues('imageAlt') ?? '').trim()) setValue('imageAlt', image.alt, { shouldDirty: true });
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Some browsers empty the input when the dialog is cancelled; the choice goes with it.
    if (!file) return choose(null);
    const problem = imageFileProblem(file);
    if (!problem) return choose(file);
    event.target.value = '';
    choose(null);
    setError('image', { type: 'check', message: problem });
  }

  function remove() {
    if (input.current) input.current.value = '';
    choose(null);
    input.current?.focus();
  }

  return (
    <Field id={id} label={POST_LABELS.image} hints={hints} errors={errors}>
      <input
        ref={input}
        id={id}
        name="image"
        type="file"
        accept={IMAGE_ACCEPT}
        required={!editing && !libraryImage}
        onChange={onChange}
        {...fieldA11y(id, { hints, errors })}
        className={`${FIELD_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700`}
      />
      <div className="mt-3">
        <ChooseFromLibrary locale={String(watch('locale') ?? '')} onPick={pick} field={POST_LABELS.image} />
      </div>
      <div className="mt-3 flex flex-col items-start gap-3 sm:flex-row">
        <div className="relative aspect-video w-full max-w-sm overflow-hidden rounded-md border border-slate-200 bg-slate-100">
          <Preview previewUrl={previewUrl} libraryImage={libraryImage} currentImage={currentImage} />
        </div>
        {(previewUrl || libraryImage) && (
          <button type="button" onClick={remove} className={buttonClass('secondary')}>
            <X aria-hidden="true" className="h-4 w-4" />
            {COPY.removeImage}
          </button>
        )}
      </div>
    </Field>
  );
}
