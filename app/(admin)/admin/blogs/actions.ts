'use server';

import { z } from 'zod';
import { adminAction, adminRecordAction } from '@/lib/server/admin-action';
import { createPost, deletePost, postSavedAudit, restoreRevision, updatePost } from '@/lib/server/posts/commands';
import { renderPostBody } from '@/lib/server/posts/markdown';
import { getSiteConfig } from '@/lib/site';
import { newPostSchema, POST_LIMITS, postChangesSchema } from '@/lib/posts/post';

// The editor's saves do what the specification's routes do for outside clients
// (POST /api/v1/posts/create, PUT /api/v1/posts/update/{id}): the same checks, address, revision,
// schedule, cache expiry and audit entry. The cover comes as the name of an earlier upload.
export const addPost = adminAction('posts', newPostSchema, async ({ image, ...input }, { user, audit }) => {
  const post = await createPost(input, image, user.name);
  await audit(postSavedAudit(post));
  return post;
});

// The post's page binds its id; without a new cover the current one stays.
export const savePost = adminRecordAction('posts', postChangesSchema, async (id, { image, ...input }, { user, audit }) => {
  const post = await updatePost(id, input, image, user.name);
  await audit(postSavedAudit(post));
  return post;
});

// An earlier version's content back, as a save of its own (the post's page binds its id).
export const restorePostRevision = adminRecordAction('posts', z.string(), async (id, revisionId, { user }) => {
  await restoreRevision(id, revisionId, user.name);
});

// A post removed with its image and its view and like records (as DELETE /api/v1/posts/delete/{id},
// the specification's route, which stays for outside clients).
export const removePost = adminAction('posts', z.string(), async (id, { audit }) => {
  const deleted = await deletePost(id);
  await audit({ action: 'post-deleted', target: deleted.headline });
});

// The editor's live preview, rendered and sanitised exactly as the post page will be
// (lib/server/posts/markdown.ts), so what staff see is what readers get. It changes nothing.
export const previewPost = adminAction(
  'posts',
  z.string('summary must be text').max(POST_LIMITS.summary, `summary can have at most ${POST_LIMITS.summary} characters`),
  async (summary) => renderPostBody(summary, getSiteConfig().url).html,
  { refresh: false },
);
