'use client';

import { LoaderCircle } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { Dialog, DialogCloseButton } from '@/components/ui/dialog';
import { buttonClass } from '@/components/ui/button';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { uploadImage } from '@/components/admin/upload-image';
import { imageFileProblem } from '@/components/admin/shared/image-file';

const COPY = {
  title: 'Insert an image',
  file: 'Image file',
  fileHint: 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.',
  alt: 'Alt text',
  altHint: 'What the image shows, for readers who cannot see it.',
  altRequired: 'Describe the image in a few words',
  fileRequired: 'Please select an image',
  insert: 'Upload and insert',
  uploading: 'Uploading...',
  cancel: 'Cancel',
  failed: 'The image could not be uploaded',
};

type Props = { ref: RefObject<HTMLDialogElement | null>; onInsert: (alt: string, url: string) => void };

// An image for the text: uploaded through the same checks as a cover image, with alt text required.
export function ImageInsertDialog({ ref, onInsert }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string; upload?: string }>({});
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  function reset() {
    setFile(null);
    setAlt('');
    setErrors({});
    if (fileInput.current) fileInput.current.value = '';
  }

  async function upload() {
    const found = {
      file: !file ? COPY.fileRequired : (imageFileProblem(file) ?? undefined),
      alt: alt.trim() ? undefined : COPY.altRequired,
    };
    setErrors(found);
    if (found.file || found.alt || !file) return;
    setUploading(true);
    const result = await uploadImage(file, COPY.failed);
    setUploading(false);
    if (!result.ok) return setErrors({ upload: result.message });
    onInsert(alt.trim(), result.url);
    reset();
    ref.current?.close();
  }

  return (
    <Dialog
      ref={ref}
      aria-labelledby="image-insert-title"
      onClose={reset}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="image-insert-title" className="text-xl font-bold">
            {COPY.title}
          </h2>
          <DialogCloseButton label={COPY.cancel} onClick={() => ref.current?.close()} />
        </div>
        <Field id="body-image-file" label={COPY.file} required hints={[COPY.fileHint]} errors={errors.file ? [errors.file] : undefined}>
          <input
            ref={fileInput}
            id="body-image-file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
            {...fieldA11y('body-image-file', { hints: [COPY.fileHint], errors: errors.file ? [errors.file] : undefined })}
          />
        </Field>
        <Field id="body-image-alt" label={COPY.alt} required hints={[COPY.altHint]} errors={errors.alt ? [errors.alt] : undefined}>
          <input
            id="body-image-alt"
            type="text"
            value={alt}
            maxLength={200}
            onChange={(event) => setAlt(event.target.value)}
            className={FIELD_CLASS}
            {...fieldA11y('body-image-alt', { hints: [COPY.altHint], errors: errors.alt ? [errors.alt] : undefined })}
          />
        </Field>
        {errors.upload && (
          <p role="alert" className="text-sm text-red-700">
            {errors.upload}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={() => ref.current?.close()}>
            {COPY.cancel}
          </button>
          <button type="button" className={buttonClass('primary')} disabled={uploading} onClick={() => void upload()}>
            {uploading && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
            {uploading ? COPY.uploading : COPY.insert}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
