'use client';

import { useRef, useState } from 'react';
import type { FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import { uploadImage } from '@/components/admin/upload-image';
import { useActionForm } from '@/components/ui/form/use-action-form';
import type { Action, ActionResult } from '@/lib/actions/result';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { postFormInput, postFormText, postFormValues, validatePostForm, type PostDto, type PostFormValues, type PostSaveInput, type TranslationStart } from '@/lib/posts/post';
import { rememberSavedPost } from './saved-post-notice';
import { useLocalCopy } from '@/components/admin/shared/use-local-copy';

// The post form on the form kit: nothing is sent while the browser's check fails (and once
// submitted, each edited field is checked again at once); the cover is uploaded first and the
// save names it (or names the media library's image chosen); a failed save keeps everything typed. A copy is kept in this browser meanwhile.
// `translation`: a new post started as another post's translation; its cover is that post's until
// another file is chosen.
export function usePostForm(post: PostDto | undefined, save: Action<PostSaveInput, PostDto>, translation?: TranslationStart) {
  // The cover uploaded by an earlier, refused save: sent again by name, not uploaded twice.
  const uploaded = useRef<{ file: File; name: string } | null>(null);
  const [initial] = useState(() => postFormValues(post, translation));
  const [initialText] = useState(() => postFormText(initial));
  const presetCover = post ? null : (translation?.image ?? null);

  const check: Resolver<PostFormValues> = async (values) => {
    const found = Object.entries(validatePostForm(values, !post && !presetCover));
    if (!found.length) return { values, errors: {} };
    const errors = Object.fromEntries(found.map(([name, messages]) => [name, { type: 'check', message: messages.join(' ') }]));
    return { values: {}, errors: errors as FormErrors<PostFormValues> };
  };

  async function send(values: PostFormValues): Promise<ActionResult<PostDto>> {
    const file = values.image;
    // An image from the media library is sent by its name (the server checks it is stored).
    if (typeof file === 'string') return save({ ...postFormInput(values), image: file });
    if (file && uploaded.current?.file !== file) {
      const upload = await uploadImage(file, COPY.uploadFailed);
      if (!upload.ok) return { ok: false, code: 'invalid', message: upload.message, fieldErrors: { image: [upload.message] } };
      uploaded.current = { file, name: upload.name };
    }
    return save({ ...postFormInput(values), image: file ? uploaded.current!.name : (presetCover ?? undefined) });
  }

  const kit = useActionForm<PostFormValues, PostFormValues, PostDto>({
    defaultValues: initial,
    resolver: check,
    action: send,
    saved: post ? COPY.updated : COPY.created,
    failed: COPY.saveFailed,
    goTo: '/admin/blogs',
    // The list then offers the link to the saved post (View on site, or Preview while it is not out).
    onSaved: (saved) => {
      localCopy.saved();
      rememberSavedPost(saved);
    },
  });

  const text = postFormText(kit.form.watch());
  const localCopy = useLocalCopy(`post-draft:${post?._id ?? (translation ? `new:${translation.of}:${translation.locale}` : 'new')}`, initialText, text, kit.form.formState.isDirty);

  return {
    kit,
    localCopy: {
      savedAt: localCopy.found?.savedAt ?? null,
      keptAt: localCopy.keptAt,
      restore: () => {
        // A copy kept before a field existed lacks it: that field keeps its current value.
        if (localCopy.found) kit.form.reset({ ...kit.form.getValues(), ...localCopy.found.values }, { keepDefaultValues: true });
        localCopy.dismiss();
      },
      discard: () => {
        localCopy.clear();
        localCopy.dismiss();
      },
    },
  };
}
