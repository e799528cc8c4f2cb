'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useFormContext } from 'react-hook-form';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import {
  POST_CATEGORIES,
  POST_HINTS as HINTS,
  POST_LABELS as LABELS,
  POST_LIMITS,
  postState,
  type PostDto,
  type PostSaveInput,
  type TranslationStart,
} from '@/lib/posts/post';
import type { AuthorDto } from '@/lib/authors/author';
import type { Action } from '@/lib/actions/result';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { ActionForm, useFieldId } from '@/components/ui/form/action-form';
import { LanguageSelect } from '@/components/admin/shared/language-select';
import { CheckboxField, SelectField, TextField, useFieldErrors, useRegister } from '@/components/ui/form/fields';
import { ImagePicker } from './image-picker';
import { SocialImageField } from './social-image-field';
import { PublishingFields } from './publishing-fields';
import { EditorField } from '@/components/admin/shared/editor/editor-field';
import { LocalCopyBanner } from '@/components/admin/shared/local-copy-banner';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { buttonClass } from '@/components/ui/button';
import { usePostForm } from './use-post-form';
import { formatDate } from '@/lib/time/format';
import { SubmitButton } from '@/components/ui/submit-button';
import { PageHeader } from '@/components/ui/page-header';
import { localizeHref } from '@/i18n/pathnames';
import { LANGUAGE_NAMES, type Locale } from '@/i18n/locales';

const LIST_PATH = '/admin/blogs';

export type AuthorOption = Pick<AuthorDto, '_id' | 'name' | 'role'>;

type Props = {
  post?: PostDto;
  // The profiles to choose from for the byline; teamName: the byline without one.
  authors: AuthorOption[];
  teamName: string;
  // Server Actions from the page: the save (create, or update of this post) and the live preview.
  save: Action<PostSaveInput, PostDto>;
  preview: Action<string, string>;
  // A new post started as a translation of another ("Add German version" on its edit page).
  translation?: TranslationStart;
};

// Create mode without a post, edit mode with one (SPEC section 2, Post form).
export function PostForm({ post, authors, teamName, save, preview, translation }: Props) {
  const { kit, localCopy } = usePostForm(post, save, translation);
  const editing = Boolean(post);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {/* Leaving with unsaved changes asks first (the form kit's warning). */}
      <Link href={LIST_PATH} className={`inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 ${FOCUS_RING}`}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {COPY.back}
      </Link>
      <PageHeader title={editing ? COPY.editTitle : COPY.createTitle} intro={editing ? COPY.editIntro : COPY.createIntro} />

      {localCopy.savedAt && <LocalCopyBanner savedAt={localCopy.savedAt} onRestore={localCopy.restore} onDiscard={localCopy.discard} />}

      {translation && (
        <p role="note" className="rounded-md border border-brand-200 bg-brand-50 p-4 text-brand-900">
          {COPY.translationOf(translation.headline, LANGUAGE_NAMES[translation.locale as Locale] ?? translation.locale)}
        </p>
      )}

      <ActionForm kit={kit} idPrefix="post" className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <LanguageSelect name="locale" label={LABELS.locale} hint={HINTS.locale} />
        <TextField name="headline" label={LABELS.headline} required />
        {/* The text, with the post page's own rendering beside it, in the post's language. */}
        <EditorField name="summary" label={LABELS.summary} hint={HINTS.summary} preview={{ kind: 'article', render: preview }} keptAt={localCopy.keptAt} />

        <SelectField name="category" label={LABELS.category} required>
          <option value="">{COPY.categoryPlaceholder}</option>
          {POST_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>

        <SelectField name="authorId" label={LABELS.authorId} hints={[HINTS.authorId]}>
          <option value="">{COPY.authorTeam(teamName)}</option>
          {authors.map((author) => (
            <option key={author._id} value={author._id}>
              {author.role ? `${author.name}, ${author.role}` : author.name}
            </option>
          ))}
        </SelectField>

        <TextField name="tags" label={LABELS.tags} optionalLabel={COPY.optional} hints={[HINTS.tags]} />
        <ImagePicker currentImage={post?.image ?? translation?.image ?? null} editing={editing || Boolean(translation?.image)} />
        <TextField name="imageAlt" label={LABELS.imageAlt} hints={[HINTS.imageAlt]} maxLength={POST_LIMITS.imageAlt} required />
        <SlugField editing={editing} />

        <fieldset className="space-y-4">
          <legend className="text-sm font-medium text-slate-800">{COPY.searchLegend}</legend>
          <TextField name="seoTitle" label={LABELS.seoTitle} optionalLabel={COPY.optional} hints={[HINTS.seoTitle]} maxLength={POST_LIMITS.seoTitle} />
          <TextField name="seoDescription" label={LABELS.seoDescription} optionalLabel={COPY.optional} hints={[HINTS.seoDescription]} maxLength={POST_LIMITS.seoDescription} rows={2} />
          <SocialImageField />
          <CheckboxField name="noindex" label={LABELS.noindex} hint={HINTS.noindex} />
        </fieldset>

        <CheckboxField
          name="reviewed"
          label={LABELS.reviewed}
          hint={post?.reviewedAt ? `${HINTS.reviewed} ${COPY.lastReviewed(formatDate(post.reviewedAt))}` : HINTS.reviewed}
        />

        <PublishingFields wasPublished={post ? post.status !== 'draft' && postState(post) === 'published' : false} />

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
          <Link href={LIST_PATH} className={buttonClass('secondary')}>
            {COPY.cancel}
          </Link>
          <SubmitButton busy={kit.busy} label={editing ? COPY.submitUpdate : COPY.submitCreate} busyLabel={COPY.saving} />
        </div>
        <p role="status" className="sr-only">
          {kit.busy ? COPY.saving : ''}
        </p>
      </ActionForm>
    </div>
  );
}

// The post's address after /blog/ (or /de/blog/: the blog of the chosen language).
function SlugField({ editing }: { editing: boolean }) {
  const { watch } = useFormContext();
  const register = useRegister();
  const locale = watch('locale') as Locale;
  const id = useFieldId('slug');
  const errors = useFieldErrors('slug');
  const hints = [editing ? HINTS.slugEdit : HINTS.slugNew];
  return (
    <Field id={id} label={LABELS.slug} optionalLabel={COPY.optional} hints={hints} errors={errors}>
      <div className="flex items-stretch">
        <span aria-hidden="true" className="mt-1 flex items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-50 px-3 text-slate-600">
          {localizeHref('/blog', locale)}/
        </span>
        <input
          id={id}
          type="text"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldA11y(id, { hints, errors })}
          {...register.value('slug')}
          className={`${FIELD_CLASS} rounded-l-none`}
        />
      </div>
    </Field>
  );
}
