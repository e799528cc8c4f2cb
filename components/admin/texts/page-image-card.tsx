'use client';

import { LoaderCircle, RotateCcw } from 'lucide-react';
import Image from 'next/image';
import { ChooseFromLibrary } from '@/components/admin/shared/choose-from-library';
import { buttonClass } from '@/components/ui/button';
import { useAction } from '@/components/ui/form/use-action';
import type { Action } from '@/lib/actions/result';
import { TEXTS_COPY as COPY } from '@/lib/content/texts';
import { imageUrl } from '@/lib/media/media-file';
import type { PageImageDto, PageImageId } from '@/lib/page-images/slots';
import { formatDateTime } from '@/lib/time/format';
import { DEFAULT_LOCALE } from '@/i18n/locales';

export type PageImageActions = {
  choose: Action<{ id: PageImageId; file: string }>;
  reset: Action<{ id: PageImageId }>;
};

// One image of the pages: what the page shows now, who chose it, "Choose from library" and the
// way back to the original. The actions refresh the page, which then shows the new state.
export function PageImageCard({ image, actions }: { image: PageImageDto; actions: PageImageActions }) {
  const { pending, run } = useAction();
  const field = COPY.imageField(image.page, image.label);
  const src = image.file ? imageUrl(image.file) : image.original;

  function reset() {
    if (!window.confirm(COPY.confirmResetImage(field))) return;
    run(() => actions.reset({ id: image.id }), { success: COPY.imageResetDone, failed: COPY.imageResetFailed });
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="relative aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:w-56">
        <Image src={src} alt="" fill sizes="(min-width: 640px) 14rem, 100vw" className="object-cover" />
      </div>
      <div className="min-w-0 space-y-3">
        <p className="text-sm text-slate-700" data-testid={`page-image-state-${image.id}`}>
          {image.file && image.updatedAt ? COPY.chosenBy(image.updatedBy, formatDateTime(image.updatedAt)) : COPY.original}
        </p>
        {!image.altKey && <p className="text-sm text-slate-700">{COPY.decorative}</p>}
        <div className="flex flex-wrap gap-2">
          <ChooseFromLibrary
            locale={DEFAULT_LOCALE}
            field={field}
            withAlt={false}
            disabled={pending}
            onPick={(picked) => run(() => actions.choose({ id: image.id, file: picked.name }), { success: COPY.imageChosen, failed: COPY.imageChooseFailed })}
          />
          {image.file && (
            <button type="button" onClick={reset} disabled={pending} aria-busy={pending || undefined} aria-label={`${COPY.resetImage}: ${field}`} className={buttonClass('secondary', 'sm')}>
              {pending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : <RotateCcw aria-hidden="true" className="h-4 w-4" />}
              {pending ? COPY.resettingImage : COPY.resetImage}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
