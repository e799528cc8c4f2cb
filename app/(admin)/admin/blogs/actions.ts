'use server';

import { z } from 'zod';
import { adminAction } from '@/lib/server/admin-action';
import { deletePost } from '@/lib/server/posts/commands';

// A post removed with its image and its view and like records (as DELETE /api/v1/posts/delete/{id},
// the specification's route, which stays for outside clients).
export const removePost = adminAction('posts', z.string(), async (id, { audit }) => {
  const deleted = await deletePost(id);
  await audit({ action: 'post-deleted', target: deleted.headline });
});
