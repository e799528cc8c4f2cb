'use client';

import { CircleAlert, CircleCheck, LoaderCircle, Upload } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type DragEvent } from 'react';
import { uploadImage } from '@/components/admin/upload-image';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/admin/shared/image-file';
import { buttonClass } from '@/components/ui/button';
import { MEDIA_COPY as COPY } from '@/lib/content/media';

type Upload = { key: string; file: string; state: 'waiting' | 'uploading' | 'uploaded' | 'failed'; message?: string };

const STATE_TEXT = { waiting: COPY.waiting, uploading: COPY.uploading, uploaded: COPY.uploaded } as const;

// Upload many at once: a drop zone and a multiple file chooser. Each file goes to /api/v1/uploads
// in turn (one at a time keeps a phone's connection and the server's image pipeline calm) and its
// line says how it went; the library renders again when all are done. The list is a live region,
// so a screen reader hears each result.
export function MediaUploader() {
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const hintId = useId();

  const update = (key: string, change: Partial<Upload>) => setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function send(files: File[]) {
    if (files.length === 0) return;
    const batch = files.map((data, index) => ({ key: `${Date.now()}-${index}-${data.name}`, data }));
    setUploads((all) => [...batch.map(({ key, data }): Upload => ({ key, file: data.name, state: 'waiting' })), ...all]);
    for (const { key, data } of batch) {
      const problem = imageFileProblem(data);
      if (problem) {
        update(key, { state: 'failed', message: problem });
        continue;
      }
      update(key, { state: 'uploading' });
      const result = await uploadImage(data, COPY.uploadFailed);
      update(key, result.ok ? { state: 'uploaded' } : { state: 'failed', message: result.message });
    }
    router.refresh();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900">
        {COPY.uploadTitle}
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
      >
        <Upload aria-hidden="true" className="h-8 w-8 text-slate-500" />
        <p id={hintId} className="text-sm text-slate-700">
          {COPY.dropHint}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="peer sr-only"
          aria-describedby={hintId}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void send(files);
          }}
        />
        <label htmlFor={inputId} className={`${buttonClass('primary', 'sm')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700`}>
          {COPY.chooseFiles}
        </label>
      </div>
      <ul aria-label={COPY.uploadList} aria-live="polite" className="space-y-1 text-sm">
        {uploads.map((upload) => (
          <li key={upload.key} className="flex items-start gap-2">
            {upload.state === 'uploaded' && <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />}
            {upload.state === 'failed' && <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />}
            {(upload.state === 'waiting' || upload.state === 'uploading') && <LoaderCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 animate-spin text-slate-500" />}
            <span className="min-w-0 wrap-anywhere">
              <span className="font-medium text-slate-900">{upload.file}</span>
              {': '}
              <span className={upload.state === 'failed' ? 'text-red-700' : 'text-slate-700'}>{upload.state === 'failed' ? upload.message : STATE_TEXT[upload.state]}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
