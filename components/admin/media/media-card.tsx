import Image from 'next/image';
import Link from 'next/link';
import { DeleteButton } from '@/components/admin/shared/delete-button';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import type { ActionResult } from '@/lib/actions/result';
import { MEDIA_COPY as COPY } from '@/lib/content/media';
import { formatFileSize, MEDIA_LABELS, MEDIA_USE_LABELS, type MediaAltFormInput, type MediaFileDto, type MediaUse } from '@/lib/media/media-file';
import { formatDate } from '@/lib/time/format';
import { MediaAltForm } from './media-alt-form';
import { ReplaceImageButton } from './replace-image-button';

type Props = {
  file: MediaFileDto;
  uses: MediaUse[];
  saveAlt: (input: MediaAltFormInput) => Promise<ActionResult<MediaFileDto>>;
  remove: (name: string) => Promise<ActionResult<unknown>>;
};

// One library image: its thumbnail (one column on a phone, up to four on a wide screen), size,
// dimensions, where it is used, its alt text per language, Replace and Delete.
export function MediaCard({ file, uses, saveAlt, remove }: Props) {
  const headingId = `media-${file.name.replace('.', '-')}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-slate-100">
        <Image
          src={file.url}
          alt={file.alt.en}
          fill
          sizes="(min-width: 1536px) 20vw, (min-width: 1280px) 25vw, (min-width: 768px) 40vw, calc(100vw - 4rem)"
          className="object-contain"
        />
      </div>
      <h2 id={headingId} className="text-sm font-semibold text-slate-900 wrap-anywhere">
        {file.name}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{MEDIA_LABELS.bytes}</dt>
        <dd className="text-slate-900">{formatFileSize(file.bytes)}</dd>
        <dt className="text-slate-600">{MEDIA_LABELS.dimensions}</dt>
        <dd className="text-slate-900">
          {file.width} × {file.height} px
        </dd>
        <dt className="text-slate-600">{MEDIA_LABELS.usedIn}</dt>
        <dd className="text-slate-900">
          {uses.length === 0 ? (
            COPY.notUsed
          ) : (
            <ul className="space-y-1">
              {uses.map((use) => (
                <li key={`${use.kind}-${use.href}`}>
                  {MEDIA_USE_LABELS[use.kind]}:{' '}
                  <Link href={use.href} className={`font-medium text-brand-700 underline ${FOCUS_RING}`}>
                    {use.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <p className="text-xs text-slate-600">{COPY.uploadedOn(formatDate(file.createdAt, 'medium'))}</p>
      <MediaAltForm file={file} save={saveAlt} />
      <div className="mt-auto flex flex-wrap gap-2">
        <ReplaceImageButton name={file.name} />
        <DeleteButton
          action={remove}
          id={file.name}
          name={file.name}
          confirm={COPY.confirmDelete(file.name)}
          copy={{ deleteLabel: COPY.deleteLabel, deletingLabel: COPY.deletingLabel, deleted: COPY.deleted, deleteFailed: COPY.deleteFailed }}
        />
      </div>
    </article>
  );
}
