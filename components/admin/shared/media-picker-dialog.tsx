'use client';

import { LoaderCircle } from 'lucide-react';
import Image from 'next/image';
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { saveMediaAlt } from '@/app/(admin)/admin/media/actions';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/admin/shared/image-file';
import { uploadImage } from '@/components/admin/upload-image';
import { buttonClass } from '@/components/ui/button';
import { Dialog, DialogCloseButton } from '@/components/ui/dialog';
import { fetchJson } from '@/components/ui/fetch-json';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { goToLogin } from '@/components/ui/form/go-to-login';
import { MEDIA_COPY as COPY } from '@/lib/content/media';
import { languageName } from '@/lib/i18n/localized';
import { altIn, formatFileSize, MEDIA_LIMITS, type MediaFileDto } from '@/lib/media/media-file';
import type { Locale } from '@/i18n/locales';

export type PickedImage = { name: string; url: string; alt: string };

type Props = {
  ref: RefObject<HTMLDialogElement | null>;
  // The language of the text the image goes into: its alt text is offered and saved in it.
  locale: Locale;
  onPick: (image: PickedImage) => void;
  // Off for an image whose alt text is kept elsewhere or that has none (a decorative page image):
  // the dialog then asks only which image.
  withAlt?: boolean;
};

const SEARCH_DELAY_MS = 250;
const SIGNED_OUT = 401;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; files: MediaFileDto[] };

async function fetchLibrary(q: string, signal: AbortSignal): Promise<Load> {
  const result = await fetchJson(`/api/v1/media${q ? `?q=${encodeURIComponent(q)}` : ''}`, { method: 'GET', signal });
  if (!result.ok) {
    if (result.status === SIGNED_OUT) goToLogin();
    return { state: 'failed' };
  }
  const files = (result.body as { data?: MediaFileDto[] } | null)?.data;
  return Array.isArray(files) ? { state: 'loaded', files } : { state: 'failed' };
}

// Chooses an image from the media library (or uploads one into it) for a text or an image field,
// with its alt text in the text's language: the library's is offered, and a changed one is saved
// back to the library, so it is written once. Open it with ref.current.showModal(); it loads the
// library each time it opens. The images are a radio group: one tab stop, arrow keys between them.
export function MediaPickerDialog({ ref, locale, onPick, withAlt = true }: Props) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState<MediaFileDto | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ choice?: string; alt?: string; upload?: string; save?: string }>({});
  const [busy, setBusy] = useState<'uploading' | 'saving' | null>(null);
  const [reload, setReload] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const language = languageName(locale);

  // The native dialog says nothing to React when its opener calls showModal(): its `open`
  // attribute is watched instead, from the commit on (an opener may make the dialog and open it at
  // once).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const observer = new MutationObserver(() => setOpen(dialog.open));
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = window.setTimeout(
      () => {
        setLoad({ state: 'loading' });
        void fetchLibrary(q.trim(), controller.signal).then((next) => {
          if (!controller.signal.aborted) setLoad(next);
        });
      },
      q ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [open, q, reload]);

  function choose(file: MediaFileDto) {
    setChosen(file);
    setAlt(altIn(file, locale));
    setErrors({});
  }

  function reset() {
    setQ('');
    setChosen(null);
    setAlt('');
    setErrors({});
    setBusy(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return setErrors({ upload: problem });
    setBusy('uploading');
    const result = await uploadImage(file, COPY.uploadFailed);
    setBusy(null);
    if (fileInput.current) fileInput.current.value = '';
    if (!result.ok) return setErrors({ upload: result.message });
    // Its record (the library's earlier one when it held the same bytes), found by name, is chosen.
    const found = await fetchLibrary(result.name, new AbortController().signal);
    setQ('');
    setReload((count) => count + 1);
    const uploaded = found.state === 'loaded' ? found.files.find((candidate) => candidate.name === result.name) : undefined;
    if (uploaded) choose(uploaded);
  }

  async function confirm() {
    if (!chosen) return setErrors({ choice: COPY.pickerNoneChosen });
    if (!withAlt) {
      onPick({ name: chosen.name, url: chosen.url, alt: '' });
      return ref.current?.close();
    }
    const text = alt.trim();
    if (!text) return setErrors({ alt: COPY.pickerAltRequired });
    if (text !== altIn(chosen, locale)) {
      setBusy('saving');
      const result = await saveMediaAlt({ name: chosen.name, alt: { ...chosen.alt, [locale]: text } });
      setBusy(null);
      if (!result.ok) {
        if (result.code === 'unauthenticated') goToLogin();
        const fieldError = result.fieldErrors?.[`alt.${locale}`]?.join(' ');
        return setErrors(fieldError ? { alt: fieldError } : { save: result.message });
      }
    }
    onPick({ name: chosen.name, url: chosen.url, alt: text });
    ref.current?.close();
  }

  const altErrors = errors.alt ? [errors.alt] : undefined;
  const altHints = [COPY.pickerAltHint];
  return (
    <Dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={reset}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(48rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="space-y-4 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {COPY.pickerTitle}
          </h2>
          <DialogCloseButton label={COPY.cancel} onClick={() => ref.current?.close()} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-search`} label={COPY.pickerSearch} hints={[COPY.searchHint]}>
            <input
              id={`${id}-search`}
              type="search"
              value={q}
              maxLength={MEDIA_LIMITS.search}
              onChange={(event) => setQ(event.target.value)}
              className={FIELD_CLASS}
              {...fieldA11y(`${id}-search`, { hints: [COPY.searchHint] })}
            />
          </Field>
          <Field id={`${id}-upload`} label={COPY.pickerUpload} hints={[COPY.dropHint]} errors={errors.upload ? [errors.upload] : undefined}>
            <input
              ref={fileInput}
              id={`${id}-upload`}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={busy !== null}
              onChange={(event) => void upload(event.target.files?.[0])}
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
              {...fieldA11y(`${id}-upload`, { hints: [COPY.dropHint], errors: errors.upload ? [errors.upload] : undefined })}
            />
          </Field>
        </div>
        {busy === 'uploading' && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            {COPY.uploading}
          </p>
        )}

        <fieldset className="min-w-0" aria-describedby={errors.choice ? `${id}-choice-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">{COPY.pickerList}</legend>
          {load.state === 'loading' && (
            <p role="status" className="mt-2 text-sm text-slate-700">
              {COPY.pickerLoading}
            </p>
          )}
          {load.state === 'failed' && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {COPY.pickerLoadFailed}
            </p>
          )}
          {load.state === 'loaded' && load.files.length === 0 && <p className="mt-2 text-sm text-slate-700">{COPY.pickerEmpty}</p>}
          {load.state === 'loaded' && load.files.length > 0 && (
            <ul className="mt-2 grid max-h-72 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3 md:grid-cols-4">
              {load.files.map((file) => (
                <li key={file.name} className="min-w-0">
                  <label className="flex h-full cursor-pointer flex-col gap-1 rounded-md border border-slate-300 p-1.5 text-xs has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700">
                    <input type="radio" name={`${id}-image`} value={file.name} checked={chosen?.name === file.name} onChange={() => choose(file)} className="sr-only" />
                    <span className="relative block aspect-[4/3] overflow-hidden rounded bg-slate-100">
                      <Image src={file.url} alt="" fill sizes="(min-width: 768px) 10rem, 45vw" className="object-cover" />
                    </span>
                    <span className="truncate font-medium text-slate-900">{altIn(file, locale) || file.name}</span>
                    <span className="text-slate-600">
                      {file.width} × {file.height}, {formatFileSize(file.bytes)}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.choice && (
            <p id={`${id}-choice-error`} className="mt-1 text-sm text-red-700">
              {errors.choice}
            </p>
          )}
        </fieldset>

        {withAlt && (
          <Field id={`${id}-alt`} label={COPY.pickerAlt(language)} required hints={altHints} errors={altErrors}>
            <input
              id={`${id}-alt`}
              type="text"
              required
              lang={locale}
              value={alt}
              maxLength={MEDIA_LIMITS.alt}
              onChange={(event) => setAlt(event.target.value)}
              className={FIELD_CLASS}
              {...fieldA11y(`${id}-alt`, { hints: altHints, errors: altErrors })}
            />
          </Field>
        )}
        {errors.save && (
          <p role="alert" className="text-sm text-red-700">
            {errors.save}
          </p>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={() => ref.current?.close()}>
            {COPY.cancel}
          </button>
          <button type="button" className={buttonClass('primary')} disabled={busy !== null} aria-busy={busy === 'saving' || undefined} onClick={() => void confirm()}>
            {busy === 'saving' && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
            {busy === 'saving' ? COPY.pickerSaving : COPY.pickerConfirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
