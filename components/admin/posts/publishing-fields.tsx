import { POST_FORM } from '@/lib/content/post-form';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import type { FieldErrors } from '@/components/admin/admin-api';
import type { TextField } from './form-rules';

const COPY = POST_FORM.publishing;
const PUBLISH_AT_ID = 'post-publishAt';

type Props = {
  status: string;
  publishAt: string;
  // The open post is out already: "Publish now" would read as if it were not.
  wasPublished: boolean;
  errors: FieldErrors;
  onChange: (name: TextField, value: string) => void;
};

// Publish now, keep as a draft, or schedule for a time in Berlin.
export function PublishingFields({ status, publishAt, wasPublished, errors, onChange }: Props) {
  const choices = [
    { value: 'published', label: wasPublished ? COPY.keepPublished : COPY.published, hint: wasPublished ? COPY.keepPublishedHint : COPY.publishedHint },
    { value: 'draft', label: COPY.draft, hint: COPY.draftHint },
    { value: 'scheduled', label: COPY.scheduled, hint: COPY.scheduledHint },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{COPY.legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="status"
              value={choice.value}
              checked={status === choice.value}
              onChange={() => onChange('status', choice.value)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{choice.label}</span>
              <span className="block text-sm text-slate-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {status === 'scheduled' && (
        <Field id={PUBLISH_AT_ID} label={COPY.publishAtLabel} required hints={[COPY.publishAtHint]} errors={errors.publishAt}>
          <input
            id={PUBLISH_AT_ID}
            name="publishAt"
            type="datetime-local"
            required
            value={publishAt}
            onChange={(event) => onChange('publishAt', event.target.value)}
            className={`${FIELD_CLASS} sm:max-w-xs`}
            {...fieldA11y(PUBLISH_AT_ID, { hints: [COPY.publishAtHint], errors: errors.publishAt })}
          />
        </Field>
      )}
    </fieldset>
  );
}
