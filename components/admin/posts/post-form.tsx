'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import type { MouseEvent } from 'react';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { postState, type PostDto } from '@/lib/posts/dto';
import type { AuthorDto } from '@/lib/authors/dto';
import { POST_CATEGORIES } from '@/lib/validation/post';
import { Field, fieldA11y } from '@/components/ui/field';
import { ImagePicker } from './image-picker';
import { SocialImageField } from './social-image-field';
import { PublishingFields } from './publishing-fields';
import { Checkbox } from '@/components/ui/checkbox';
import { MarkdownEditor } from './markdown-editor';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { buttonClass } from '@/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { FIELD_CLASS } from '@/components/ui/field';
import type { TextField } from './form-rules';
import { fieldId, usePostForm } from './use-post-form';
import { formatDate, formatDateTime } from '@/lib/time/format';
import { SubmitButton } from '@/components/ui/submit-button';
import { PageHeader } from '@/components/ui/page-header';

const LIST_PATH = '/admin/blogs';

export type AuthorOption = Pick<AuthorDto, '_id' | 'name' | 'role'>;

// Create mode without a post, edit mode with one (SPEC section 2, Post form).
// authors: the profiles to choose from for the byline; teamName: the byline without one.
export function PostForm({ post, authors, teamName }: { post?: PostDto; authors: AuthorOption[]; teamName: string }) {
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();
  const form = usePostForm(post, { showRefusal, clearSummary });
  const { values, errors, saving } = form;
  const editing = Boolean(post);

  // In-app links leave without a page unload, so they ask here (the hook asks on unload).
  function confirmLeaving(event: MouseEvent) {
    if (form.dirty && !window.confirm(COPY.leaveConfirm)) event.preventDefault();
  }

  // Everything a text control needs; noValidate below keeps `required` from blocking our own messages.
  const control = (name: TextField, hints?: string[]) => ({
    id: fieldId(name),
    name,
    value: values[name],
    required: ['headline', 'summary', 'category', 'imageAlt'].includes(name),
    onChange: (event: { target: { value: string } }) => form.setField(name, event.target.value),
    ...fieldA11y(fieldId(name), { hints, errors: errors[name] }),
  });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        href={LIST_PATH}
        onClick={confirmLeaving}
        className={`inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 ${FOCUS_RING}`}
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {COPY.back}
      </Link>
      <PageHeader title={editing ? COPY.editTitle : COPY.createTitle} intro={editing ? COPY.editIntro : COPY.createIntro} />

      {form.localCopy.savedAt && (
        <div role="status" className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
          <p>{COPY.localCopyFound(formatDateTime(form.localCopy.savedAt, 'long'))}</p>
          <div className="flex gap-2">
            <button type="button" className={buttonClass('primary', 'sm')} onClick={form.localCopy.restore}>
              {COPY.localCopyRestore}
            </button>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={form.localCopy.discard}>
              {COPY.localCopyDiscard}
            </button>
          </div>
        </div>
      )}

      <form
        ref={formRef}
        noValidate
        aria-busy={saving || undefined}
        className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <ErrorSummary {...summaryProps} />
        <Field id={fieldId('headline')} label={COPY.labels.headline} errors={errors.headline}>
          <input type="text" {...control('headline')} className={FIELD_CLASS} />
        </Field>

        <Field id={fieldId('summary')} label={COPY.labels.summary} hints={[COPY.summaryHint]} errors={errors.summary}>
          <MarkdownEditor
            id={fieldId('summary')}
            name="summary"
            value={values.summary}
            required
            describedBy={control('summary', [COPY.summaryHint])['aria-describedby']}
            invalid={Boolean(errors.summary?.length)}
            onChange={(value) => form.setField('summary', value)}
          />
        </Field>

        <Field id={fieldId('category')} label={COPY.labels.category} errors={errors.category}>
          <select {...control('category')} className={FIELD_CLASS}>
            <option value="">{COPY.categoryPlaceholder}</option>
            {POST_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>

        <Field id={fieldId('authorId')} label={COPY.labels.authorId} hints={[COPY.authorHint]} errors={errors.authorId}>
          <select {...control('authorId', [COPY.authorHint])} className={FIELD_CLASS}>
            <option value="">{COPY.authorTeam(teamName)}</option>
            {authors.map((author) => (
              <option key={author._id} value={author._id}>
                {author.role ? `${author.name}, ${author.role}` : author.name}
              </option>
            ))}
          </select>
        </Field>

        <Field id={fieldId('tags')} label={COPY.labels.tags} optionalLabel={COPY.optional} hints={[COPY.tagsHint]} errors={errors.tags}>
          <input type="text" {...control('tags', [COPY.tagsHint])} className={FIELD_CLASS} />
        </Field>

        <ImagePicker
          id={fieldId('image')}
          previewUrl={form.previewUrl}
          currentImage={post?.image ?? null}
          editing={editing}
          errors={errors.image}
          onChoose={form.chooseImage}
          onRemove={form.removeImage}
        />

        <Field id={fieldId('imageAlt')} label={COPY.labels.imageAlt} hints={[COPY.imageAltHint]} errors={errors.imageAlt}>
          <input type="text" maxLength={200} {...control('imageAlt', [COPY.imageAltHint])} className={FIELD_CLASS} />
        </Field>

        <Field
          id={fieldId('slug')}
          label={COPY.labels.slug}
          optionalLabel={COPY.optional}
          hints={[editing ? COPY.slugHintEdit : COPY.slugHintNew]}
          errors={errors.slug}
        >
          <div className="flex items-stretch">
            <span aria-hidden="true" className="mt-1 flex items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-50 px-3 text-slate-600">
              /blog/
            </span>
            <input
              type="text"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              {...control('slug', [editing ? COPY.slugHintEdit : COPY.slugHintNew])}
              className={`${FIELD_CLASS} rounded-l-none`}
            />
          </div>
        </Field>

        <fieldset className="space-y-4">
          <legend className="text-sm font-medium text-slate-800">{COPY.searchLegend}</legend>
          <Field id={fieldId('seoTitle')} label={COPY.labels.seoTitle} optionalLabel={COPY.optional} hints={[COPY.seoTitleHint]} errors={errors.seoTitle}>
            <input type="text" maxLength={70} {...control('seoTitle', [COPY.seoTitleHint])} className={FIELD_CLASS} />
          </Field>
          <Field
            id={fieldId('seoDescription')}
            label={COPY.labels.seoDescription}
            optionalLabel={COPY.optional}
            hints={[COPY.seoDescriptionHint]}
            errors={errors.seoDescription}
          >
            <textarea rows={2} maxLength={160} {...control('seoDescription', [COPY.seoDescriptionHint])} className={FIELD_CLASS} />
          </Field>
          <SocialImageField
            id={fieldId('socialImage')}
            value={values.socialImage}
            errors={errors.socialImage}
            onChange={(name) => form.setField('socialImage', name)}
          />
          <Checkbox
            id={fieldId('noindex')}
            label={COPY.labels.noindex}
            hint={COPY.noindexHint}
            checked={values.noindex === 'true'}
            onChange={(checked) => form.setField('noindex', checked ? 'true' : '')}
          />
        </fieldset>

        <Checkbox
          id={fieldId('reviewed')}
          label={COPY.labels.reviewed}
          hint={post?.reviewedAt ? `${COPY.reviewedHint} ${COPY.lastReviewed(formatDate(post.reviewedAt))}` : COPY.reviewedHint}
          checked={values.reviewed === 'true'}
          onChange={(checked) => form.setField('reviewed', checked ? 'true' : '')}
        />

        <PublishingFields
          status={values.status}
          publishAt={values.publishAt}
          wasPublished={post ? post.status !== 'draft' && postState(post) === 'published' : false}
          errors={errors}
          onChange={form.setField}
        />

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
          <Link href={LIST_PATH} onClick={confirmLeaving} className={buttonClass('secondary')}>
            {COPY.cancel}
          </Link>
          <SubmitButton busy={saving} label={editing ? COPY.submitUpdate : COPY.submitCreate} busyLabel={COPY.saving} />
        </div>
        <p role="status" className="sr-only">
          {saving ? COPY.saving : ''}
        </p>
      </form>
    </div>
  );
}
