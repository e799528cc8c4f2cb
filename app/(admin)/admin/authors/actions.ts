'use server';

import { z } from 'zod';
import { adminAction, adminRecordAction } from '@/lib/server/admin-action';
import { checkAuthorId, createAuthor, deleteAuthor, updateAuthor } from '@/lib/server/authors/commands';
import { authorInputSchema } from '@/lib/authors/author';

// A new author profile (the photo uploaded before through /api/v1/uploads).
export const addAuthor = adminAction('posts', authorInputSchema, async (input) => createAuthor(input));

// The whole profile replaced.
export const saveAuthor = adminRecordAction('posts', authorInputSchema, async (id, input) => {
  checkAuthorId(id);
  return updateAuthor(id, input);
});

// The profile removed; its posts show the team's byline again.
export const removeAuthor = adminAction('posts', z.string(), async (id) => deleteAuthor(id));
