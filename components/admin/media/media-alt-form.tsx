'use client';

import { useEffect } from 'react';
import { ActionForm } from '@/components/ui/form/action-form';
import { TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionResult } from '@/lib/actions/result';
import { MEDIA_COPY as COPY } from '@/lib/content/media';
import { languageName, TRANSLATION_LOCALES, type Localized } from '@/lib/i18n/localized';
import { MEDIA_HINTS, MEDIA_LABELS, MEDIA_LIMITS, mediaAltFormValues, type MediaAltFormInput, type MediaFileDto } from '@/lib/media/media-file';

type Values = { alt: Localized };

type Props = {
  file: Pick<MediaFileDto, 'name' | 'alt'>;
  save: (input: MediaAltFormInput) => Promise<ActionResult<MediaFileDto>>;
};

// One image's alt text in every language, saved together (the library keeps it and offers it
// wherever the image is placed). A refusal keeps what was typed and shows each field's error.
export function MediaAltForm({ file, save }: Props) {
  const kit = useActionForm<Values, MediaAltFormInput, MediaFileDto>({
    defaultValues: { alt: mediaAltFormValues(file) },
    action: save,
    toInput: (values) => ({ name: file.name, alt: values.alt }),
    saved: COPY.altSaved,
    fixFields: COPY.fixFields,
    failed: COPY.altFailed,
  });
  // The alt text as stored arrives with the refreshed page after a save (trimmed, emptied languages gone).
  const { showStored } = kit;
  useEffect(() => showStored({ alt: mediaAltFormValues(file) }), [showStored, file]);

  return (
    <ActionForm kit={kit} idPrefix={`alt-${file.name.replace(".", "-")}`} aria-label={COPY.altLegend(file.name)} className="space-y-3">
      <TextField name="alt.en" label={`${MEDIA_LABELS.alt} (${languageName('en')})`} hints={[MEDIA_HINTS.alt]} optionalLabel={COPY.altOptional} maxLength={MEDIA_LIMITS.alt} lang="en" />
      {TRANSLATION_LOCALES.map((locale) => (
        <TextField
          key={locale}
          name={`alt.${locale}`}
          label={`${MEDIA_LABELS.alt} (${languageName(locale)})`}
          hints={[COPY.altOtherLanguage(languageName(locale))]}
          optionalLabel={COPY.altOptional}
          maxLength={MEDIA_LIMITS.alt}
          lang={locale}
        />
      ))}
      <SubmitButton busy={kit.busy} label={COPY.saveAlt} busyLabel={COPY.savingAlt} variant="secondary" />
    </ActionForm>
  );
}
