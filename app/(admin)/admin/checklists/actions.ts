'use server';

import { z } from 'zod';
import { adminAction, adminRecordAction } from '@/lib/server/admin-action';
import { expireChecklistPages } from '@/lib/server/checklists/queries';
import { createChecklist, deleteChecklist, updateChecklist } from '@/lib/server/checklists/store';
import { checklistInputSchema, newChecklistSchema } from '@/lib/checklists/checklist';

// The document checklists: administrators and editors (the `posts` capability, editorial
// content). Every write expires the cached checklists and the pages that show them.

export const addChecklist = adminAction('posts', newChecklistSchema, async (input, { user, audit }) => {
  const checklist = await createChecklist(input, user.email);
  expireChecklistPages();
  await audit({ action: 'checklist-saved', target: checklist.title.en, details: `created ${checklist.id}` });
  return checklist;
});

// The whole checklist replaced (its address stays).
export const saveChecklist = adminRecordAction('posts', checklistInputSchema, async (id, input, { user, audit }) => {
  const checklist = await updateChecklist(id, input, user.email);
  expireChecklistPages();
  await audit({ action: 'checklist-saved', target: checklist.title.en, details: `${checklist.id}, checked on ${checklist.checkedOn ?? 'never'}` });
  return checklist;
});

export const removeChecklist = adminAction('posts', z.string(), async (id, { audit }) => {
  const deleted = await deleteChecklist(id);
  expireChecklistPages();
  await audit({ action: 'checklist-deleted', target: deleted.title.en, details: deleted.id });
});
