'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { postState, type PostDto } from '@/lib/posts/dto';
import { toBerlinLocal } from '@/lib/time/berlin';
import { POST_MESSAGES } from '@/lib/validation/post';
import {
  formPayload,
  serverFieldErrors,
  TEXT_FIELDS,
  validatePostForm,
  type FieldName,
  type FormValues,
  type ImageState,
  type TextField,
} from './form-rules';
import { imageFileProblem } from '@/components/admin/shared/image-file';
import { callAdminApi, goToLogin, type FieldErrors } from '@/components/admin/admin-api';
import type { useErrorSummary } from '@/components/ui/form/error-summary';
import { rememberSavedPost } from './saved-post-notice';
import { useLocalCopy } from './use-local-copy';

type Chosen = { file: File; url: string } | null;

export const fieldId = (name: FieldName) => `post-${name}`;

// State, checks and saving of the post form. Nothing is sent while a check fails, and a failed
// save keeps everything typed. After the first submit each edited field is checked again at once.
// summary: the form's error summary (components/ui/form/error-summary.tsx): a refused submit shows
// what is wrong at the top of the form and focuses the first such field.
type Summary = Pick<ReturnType<typeof useErrorSummary>, 'showRefusal' | 'clearSummary'>;

export function usePostForm(post: PostDto | undefined, { showRefusal, clearSummary }: Summary) {
  const router = useRouter();
  const [initial] = useState<FormValues>(() => ({
    headline: post?.headline ?? '',
    summary: post?.summary ?? '',
    category: post?.category ?? '',
    authorId: post?.authorId ?? '',
    tags: post?.tags.join(', ') ?? '',
    // A post stored before addresses existed shows its id as its slug until it is given one.
    slug: post && post.slug !== post._id ? post.slug : '',
    imageAlt: post?.imageAlt ?? '',
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    socialImage: post?.socialImage ?? '',
    noindex: post?.noindex ? 'true' : '',
    reviewed: '',
    // A new post is published when created, as before drafts existed; an open post keeps its state.
    status: post ? postState(post) : 'published',
    publishAt: post?.publishAt && postState(post) === 'scheduled' ? toBerlinLocal(new Date(post.publishAt)) : '',
  }));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [chosen, setChosen] = useState<Chosen>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Refs, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);
  const submitted = useRef(false);
  const dirty = chosen !== null || TEXT_FIELDS.some((name) => values[name] !== initial[name]);
  const localCopy = useLocalCopy(post?._id ?? 'new', initial, values, dirty);
  const saved = useRef(false);

  // Leaving with unsaved changes asks first (closing the tab, reloading, typing another address).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Frees the preview's object URL when the file is replaced or removed and when the page is left.
  useEffect(() => {
    if (!chosen) return;
    const { url } = chosen;
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const imageState = (next: Chosen, problem: string | null): ImageState => ({ chosen: Boolean(next), problem, required: !post });

  function replaceError(name: FieldName, found: FieldErrors) {
    setErrors((current) => {
      const next = { ...current };
      delete next[name];
      if (found[name]) next[name] = found[name];
      return next;
    });
  }

  function setField(name: TextField, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) replaceError(name, validatePostForm(next, imageState(chosen, imageProblem)));
  }

  function updateImage(next: Chosen, problem: string | null) {
    setChosen(next);
    setImageProblem(problem);
    // A refused file is reported at once; a missing one only after the first submit.
    replaceError('image', problem || submitted.current ? validatePostForm(values, imageState(next, problem)) : {});
  }

  // Returns false for a refused file, so the picker can clear its input.
  function chooseImage(file: File): boolean {
    const problem = imageFileProblem(file);
    updateImage(problem ? null : { file, url: URL.createObjectURL(file) }, problem);
    return !problem;
  }

  async function submit() {
    if (inFlight.current) return;
    submitted.current = true;
    const found = validatePostForm(values, imageState(chosen, imageProblem));
    if (Object.keys(found).length > 0) {
      showRefusal(() => setErrors(found));
      if (found.image?.includes(POST_MESSAGES.imageRequired)) toast.error(POST_MESSAGES.imageRequired);
      return;
    }
    setErrors(found);
    clearSummary();

    inFlight.current = true;
    setSaving(true);
    const body = new FormData();
    const payload = formPayload(values);
    for (const name of TEXT_FIELDS) if (payload[name]) body.set(name, payload[name]);
    if (chosen) body.set('image', chosen.file);
    const url = post ? `/api/v1/posts/update/${encodeURIComponent(post._id)}` : '/api/v1/posts/create';
    const result = await callAdminApi(url, { method: post ? 'PUT' : 'POST', body });

    if (result.ok) {
      // The button stays disabled until the list has replaced this page, which offers the link
      // to the saved post (View on site, or Preview while it is not out).
      saved.current = true;
      localCopy.saved();
      toast.success(post ? COPY.updated : COPY.created);
      rememberSavedPost((result.body as { data?: PostDto } | null)?.data);
      router.push('/admin/blogs');
      router.refresh();
      return;
    }
    inFlight.current = false;
    setSaving(false);
    console.error('Failed to save blog', result);
    toast.error(result.message ?? COPY.saveFailed);
    if (result.status === 401) return goToLogin();
    const fromServer = serverFieldErrors(result);
    showRefusal(() => setErrors(fromServer));
  }

  return {
    values,
    errors,
    saving,
    dirty,
    localCopy: {
      savedAt: localCopy.found?.savedAt ?? null,
      restore: () => {
        // A copy kept before a field existed lacks it: that field keeps its current value.
        if (localCopy.found) setValues({ ...initial, ...localCopy.found.values });
        localCopy.dismiss();
      },
      discard: () => {
        localCopy.clear();
        localCopy.dismiss();
      },
    },
    previewUrl: chosen?.url ?? null,
    setField,
    chooseImage,
    removeImage: () => updateImage(null, null),
    submit,
  };
}
