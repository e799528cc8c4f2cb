import { z } from 'zod';
import { ENQUIRY_STATUSES } from './enquiry';

// Inputs of the lead actions (app/(admin)/admin/enquiries/actions.ts), shared with their forms.

export const NOTE_MAX_LENGTH = 5000;

// addNote: an internal note, plain text with line breaks.
export const noteSchema = z.object({
  text: z
    .string({ error: 'Write a note' })
    .trim()
    .min(1, 'Write a note')
    .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH} characters`),
});

// assignOwner: the owner's account id, or null for nobody.
export const assignmentSchema = z.object({
  assigneeId: z.union([z.string().regex(/^[0-9a-f]{24}$/i, 'Choose a staff member from the list'), z.null()], {
    error: 'Choose a staff member from the list',
  }),
});

// setFollowUpDay: a Berlin calendar day; it becomes a "Follow up" task (lib/enquiries/lead-task.ts).
export const followUpSchema = z.object({
  date: z.string({ error: 'Choose a date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
});

export type NoteInput = z.output<typeof noteSchema>;

// runBulk: one action on the selected enquiries.
export const BULK_MAX = 100;
const bulkIds = z
  .array(z.string().regex(/^[0-9a-f]{24}$/i, 'Each id must be an enquiry id'), { error: 'Select enquiries first' })
  .min(1, 'Select enquiries first')
  .max(BULK_MAX, `At most ${BULK_MAX} enquiries at once`);
export const bulkActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('status'), ids: bulkIds, status: z.enum(ENQUIRY_STATUSES, 'Status must be one of new, read, replied, closed') }),
    z.object({ action: z.literal('assign'), ids: bulkIds, assigneeId: assignmentSchema.shape.assigneeId }),
    z.object({ action: z.literal('delete'), ids: bulkIds }),
  ],
  { error: 'action must be status, assign or delete' },
);
export type BulkAction = z.output<typeof bulkActionSchema>;
