'use client';

import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import toast from 'react-hot-toast';
import { replaceImageFile } from '@/components/admin/upload-image';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/admin/shared/image-file';
import { buttonClass } from '@/components/ui/button';
import { MEDIA_COPY as COPY } from '@/lib/content/media';

// Replace: a new file for this image at the same address (PUT /api/v1/media/{name}); the page
// renders again with the new size and dimensions. The button opens the browser's file chooser.
export function ReplaceImageButton({ name }: { name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const busy = sending || refreshing;

  async function replace(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return void toast.error(problem);
    setSending(true);
    const result = await replaceImageFile(name, file, COPY.replaceFailed);
    setSending(false);
    if (!result.ok) return void toast.error(result.message);
    toast.success(COPY.replaced);
    startRefresh(() => router.refresh());
  }

  return (
    <>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden tabIndex={-1} onChange={(event) => void replace(event.target.files?.[0])} />
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`${busy ? COPY.replacing : COPY.replaceLabel}: ${name}`}
        title={COPY.replaceHint}
        onClick={() => input.current?.click()}
      >
        {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : <RefreshCw aria-hidden="true" className="h-4 w-4" />}
        {busy ? COPY.replacing : COPY.replaceLabel}
      </button>
    </>
  );
}
