'use server';

import { pageImageChoiceSchema, pageImageResetSchema, pageImageSlot } from '@/lib/page-images/slots';
import { adminAction } from '@/lib/server/admin-action';
import { expirePageImagePages } from '@/lib/server/page-images/cached';
import { choosePageImage, resetPageImage } from '@/lib/server/page-images/store';

// The images of the pages (issue 45): administrators and editors, as the texts. A change expires
// the page that shows the image, in every language, at once on this instance; the others follow
// within a minute (lib/server/page-images/cached.ts).

export const choosePageImageAction = adminAction('posts', pageImageChoiceSchema, async ({ id, file }, { user, audit }) => {
  const slot = pageImageSlot(id);
  if (await choosePageImage(id, file, user.name || user.email)) {
    expirePageImagePages(slot.path);
    await audit({ action: 'page-image-chosen', target: `${slot.page}: ${slot.label}`, details: file });
  }
});

// Back to the committed original.
export const resetPageImageAction = adminAction('posts', pageImageResetSchema, async ({ id }, { audit }) => {
  const slot = pageImageSlot(id);
  if (await resetPageImage(id)) {
    expirePageImagePages(slot.path);
    await audit({ action: 'page-image-reset', target: `${slot.page}: ${slot.label}` });
  }
});
