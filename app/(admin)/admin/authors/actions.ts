'use server';

import { z } from 'zod';
import { adminAction } from '@/lib/server/admin-action';
import { deleteAuthor } from '@/lib/server/authors/commands';

// The profile removed; its posts show the team's byline again.
export const removeAuthor = adminAction('posts', z.string(), async (id) => deleteAuthor(id));
