'use server';

import { cookies, draftMode } from 'next/headers';
import { z } from 'zod';
import { loadMessages } from '@/i18n/messages';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import { adminAction } from '@/lib/server/admin-action';
import { DomainError } from '@/lib/server/errors';
import { checkTextOverride } from '@/lib/texts/text-check';
import { encodePreviewDraft, PREVIEW_DRAFT_COOKIE, PREVIEW_DRAFT_MAX_BYTES, PREVIEW_DRAFT_SECONDS, previewAddress, textAt } from '@/lib/texts/text-preview';

const draftSchema = z.object({
  key: z.string().min(1).max(300),
  locale: z.enum(PUBLISHED_LOCALES as [Locale, ...Locale[]]),
  value: z.string(),
});

const TOO_LONG = 'This text is too long to preview. Save it to see it on its page.';

// The Texts screen's preview (issue 45): the wording as typed, checked as Save checks it, kept in
// an httpOnly cookie of this browser, and draft mode on, so the page that shows the text renders
// per request with it (i18n/preview-draft.ts) instead of coming from the page cache. Nothing is
// stored; nobody else sees it. Answers the page's address in the text's language.
export const previewText = adminAction(
  'posts',
  draftSchema,
  async (draft): Promise<{ address: string }> => {
    const original = textAt(await loadMessages(draft.locale), draft.key);
    const address = previewAddress(draft.key, draft.locale);
    if (original === undefined || address === null) throw new DomainError('not-found', 'No page shows this text.');
    const problem = checkTextOverride(original, draft.value);
    if (problem) throw new DomainError('invalid', problem, { value: [problem] });
    const encoded = encodePreviewDraft(draft);
    if (encoded.length > PREVIEW_DRAFT_MAX_BYTES) throw new DomainError('invalid', TOO_LONG, { value: [TOO_LONG] });
    (await draftMode()).enable();
    (await cookies()).set(PREVIEW_DRAFT_COOKIE, encoded, {
      httpOnly: true,
      sameSite: 'strict',
      secure: process.env.NODE_ENV === 'production',
      path: '/',
      maxAge: PREVIEW_DRAFT_SECONDS,
    });
    return { address };
  },
  // The screen itself does not change.
  { refresh: false },
);

// Draft mode off and the draft gone, once the text is saved or reset: this browser sees the pages
// as every visitor does again, from the page cache.
export const endTextPreview = adminAction(
  'posts',
  z.undefined(),
  async () => {
    (await draftMode()).disable();
    (await cookies()).delete(PREVIEW_DRAFT_COOKIE);
  },
  { refresh: false },
);
