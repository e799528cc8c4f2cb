import 'server-only';
import type { Messages } from 'next-intl';
import { cookies, draftMode } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { Locale } from './locales';
import { decodePreviewDraft, PREVIEW_DRAFT_COOKIE, withText } from '@/lib/texts/text-preview';

// The Texts screen's preview (issue 45): in draft mode, which only its preview action turns on
// (for a signed-in administrator or editor), the unsaved wording in the draft cookie replaces the
// text in its language. Called by the request config (i18n/request.ts) last, over the catalogue
// and the firm's overrides. Outside draft mode the cookie is never read, so a cached page stays
// static.
export async function applyPreviewDraft(messages: Messages, locale: Locale): Promise<Messages> {
  try {
    if (!(await draftMode()).isEnabled) return messages;
    const draft = decodePreviewDraft((await cookies()).get(PREVIEW_DRAFT_COOKIE)?.value);
    return draft && draft.locale === locale ? withText(messages, draft.key, draft.value) : messages;
  } catch (error) {
    // Next's own signals (a prerender finding a request value) go on; outside a request (a mail
    // sent by the outbox) there is no draft.
    unstable_rethrow(error);
    return messages;
  }
}
