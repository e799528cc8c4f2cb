'use server';

import { LANGUAGE_NAMES } from '@/i18n/locales';
import { adminAction } from '@/lib/server/admin-action';
import { expireTextPages } from '@/lib/server/texts/pages';
import { resetTextOverride, saveTextOverride, textHistory } from '@/lib/server/texts/store';
import { textHistorySchema, textResetSchema, textSaveSchema } from '@/lib/texts/text-check';

// The Texts screen (issue 45): administrators and editors (the `posts` capability, editorial
// content). A change expires at once, on this instance, the cached pages that show the text in
// that language; the other instances' watch does the same within seconds (lib/server/texts/watch.ts).

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

export const saveText = adminAction('posts', textSaveSchema, async (input, { user, audit }) => {
  const { entry, changed } = await saveTextOverride(input, user.name || user.email);
  if (changed) {
    expireTextPages([input]);
    await audit({ action: 'text-saved', target: input.key, details: `${LANGUAGE_NAMES[input.locale]}: ${clip(input.value)}` });
  }
  return entry;
});

// Back to the catalogue's text.
export const resetText = adminAction('posts', textResetSchema, async (input, { user, audit }) => {
  const { entry, changed } = await resetTextOverride(input, user.name || user.email);
  if (changed) {
    expireTextPages([input]);
    await audit({ action: 'text-reset', target: input.key, details: LANGUAGE_NAMES[input.locale] });
  }
  return entry;
});

// The earlier values of a text, read when the screen opens its history (it changes nothing).
export const loadTextHistory = adminAction('posts', textHistorySchema, async ({ key }) => textHistory(key), { refresh: false });
