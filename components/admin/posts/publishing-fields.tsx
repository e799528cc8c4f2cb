import { useFormContext } from 'react-hook-form';
import { POST_FORM } from '@/lib/content/post-form';
import { POST_HINTS, POST_LABELS } from '@/lib/posts/post';
import { TextField, useRegister } from '@/components/ui/form/fields';

const COPY = POST_FORM.publishing;

// Publish now, keep as a draft, or schedule for a time in Berlin (the form's `status` and
// `publishAt`). wasPublished: the open post is out already, so "Publish now" would read as if it
// were not.
export function PublishingFields({ wasPublished }: { wasPublished: boolean }) {
  const { watch } = useFormContext();
  const register = useRegister();
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
            <input type="radio" {...register.radio('status', choice.value)} className="mt-1 h-4 w-4 accent-brand-700" />
            <span>
              <span className="block font-medium text-slate-900">{choice.label}</span>
              <span className="block text-sm text-slate-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {watch('status') === 'scheduled' && (
        <TextField name="publishAt" type="datetime-local" label={POST_LABELS.publishAt} required hints={[POST_HINTS.publishAt]} className="sm:max-w-xs" />
      )}
    </fieldset>
  );
}
