'use client';

import { useController, useWatch } from 'react-hook-form';
import { Field, fieldA11y } from '@/components/ui/field';
import { useFieldId } from '@/components/ui/form/action-form';
import { useFieldErrors } from '@/components/ui/form/fields';
import type { Action } from '@/lib/actions/result';
import { LOCAL_COPY } from '@/lib/content/local-copy';
import type { Locale } from '@/i18n/locales';
import type { PreviewKind } from './editor-preview';
import { RichTextEditor } from './rich-text-editor';

type Props = {
  // The form's text field (a post's `summary`, an issue's `body`) and its label and hint.
  name: string;
  label: string;
  hint: string;
  // What the preview shows: the post page's body or the mail, rendered by the server.
  preview: { kind: PreviewKind; render: Action<string, string> };
  // When this browser last kept a copy of the form (components/admin/shared/use-local-copy.ts).
  keptAt: string | null;
};

// A required text of the form kit in the visual editor, in the language the form's `locale`
// field names, with its hint and errors tied to the editable area.
export function EditorField({ name, label, hint, preview, keptAt }: Props) {
  const { field } = useController({ name });
  const locale = useWatch({ name: 'locale' }) as Locale;
  const id = useFieldId(name);
  const errors = useFieldErrors(name);
  const hints = [hint];
  return (
    <Field id={id} label={label} hints={hints} errors={errors} required>
      <RichTextEditor
        id={id}
        name={field.name}
        label={label}
        value={field.value as string}
        required
        describedBy={fieldA11y(id, { hints, errors })['aria-describedby']}
        invalid={Boolean(errors)}
        onChange={field.onChange}
        locale={locale}
        preview={preview}
        savedNote={keptAt ? LOCAL_COPY.kept(keptAt) : null}
      />
    </Field>
  );
}
