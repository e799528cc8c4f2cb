'use server';

import { z } from 'zod';
import { mediaAltInputSchema, type MediaFileDto } from '@/lib/media/media-file';
import { adminAction } from '@/lib/server/admin-action';
import { altChangeDetails, deleteMediaFile, updateMediaAlt } from '@/lib/server/media/commands';

// The library's alt text of one image, every language at once (the library page's form, the
// picker dialog's confirmation).
export const saveMediaAlt = adminAction('posts', mediaAltInputSchema, async (input, { audit }): Promise<MediaFileDto> => {
  const { before, after } = await updateMediaAlt(input);
  const details = altChangeDetails(before, after);
  if (details) await audit({ action: 'media-alt-saved', target: after.name, details });
  return after;
});

// An image nothing uses, removed from the storage and the library; one still used is refused with
// the list of places (lib/server/media/commands.ts).
export const removeMediaFile = adminAction('posts', z.string(), async (name, { audit }) => {
  const deleted = await deleteMediaFile(name);
  await audit({ action: 'media-deleted', target: deleted.name, details: `${deleted.width}×${deleted.height}, ${deleted.bytes} bytes` });
});
