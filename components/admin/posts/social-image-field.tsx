'use client';

import { LoaderCircle, X } from 'lucide-react';
import Image from 'next/image';
import { useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { uploadImage } from '@/components/admin/upload-image';
import { ChooseFromLibrary } from '@/components/admin/shared/choose-from-library';
import { buttonClass } from '@/components/ui/button';
import { Field, fieldA11y } from '@/components/ui/field';
import { useFieldId } from '@/components/ui/form/action-form';
import { useFieldErrors } from '@/components/ui/form/fields';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { POST_HINTS, POST_LABELS } from '@/lib/posts/post';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/admin/shared/image-file';


// The image shown when the post is shared, instead of the cover. Uploaded as soon as it is
// chosen (/api/v1/uploads), or chosen from the media library; the form keeps its stored name
// (`socialImage`), so leaving or restoring the form loses nothing.
export function SocialImageField() {
  const { watch, setValue } = useFormContext();
  const id = useFieldId('socialImage');
  const errors = useFieldErrors('socialImage');
  const value = watch('socialImage') as string;
  const onChange = (name: string) => setValue('socialImage', name, { shouldDirty: true });
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hints = [POST_HINTS.socialImage];
  const shown = problem ? [problem, ...(errors ?? [])] : errors;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) return setProblem(refused);
    setProblem(null);
    setUploading(true);
    const result = await uploadImage(file, COPY.uploadFailed);
    setUploading(false);
    if (!result.ok) return setProblem(result.message);
    onChange(result.name);
  }

  return (
    <Field id={id} label={POST_LABELS.socialImage} optionalLabel={COPY.optional} hints={hints} errors={shown}>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {value && (
          <Image src={`/uploads/${value}`} alt={COPY.socialImageAlt} width={192} height={101} className="h-[101px] w-48 rounded-md object-cover" />
        )}
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={onFile}
          disabled={uploading}
          className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-4 file:font-semibold"
          {...fieldA11y(id, { hints, errors: shown })}
        />
        <ChooseFromLibrary locale={String(watch('locale') ?? '')} onPick={(image) => onChange(image.name)} field={POST_LABELS.socialImage} disabled={uploading} />
        {uploading && (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-700">
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> {COPY.uploading}
          </span>
        )}
        {value && !uploading && (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => onChange('')}>
            <X aria-hidden="true" className="h-4 w-4" /> {COPY.socialImageRemove}
          </button>
        )}
      </div>
    </Field>
  );
}
