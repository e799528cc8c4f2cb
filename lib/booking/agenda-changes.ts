import { z } from 'zod';

// Inputs of the agenda's actions (app/(admin)/admin/agenda/actions.ts), shared with its dialogs.
// The booking's id is bound by the page; these are what the dialogs send.

export const REASON_MAX_LENGTH = 1000;

// The reason given to the visitor, optional (the booking model keeps up to 1000 characters).
const reason = z
  .string({ error: 'Write the reason as text' })
  .trim()
  .max(REASON_MAX_LENGTH, `A reason can be at most ${REASON_MAX_LENGTH} characters`)
  .default('');

export const cancelConsultationSchema = z.object({ reason });

export const moveConsultationSchema = z.object({
  start: z.iso.datetime({ error: 'Choose a new time from the list', offset: true }),
  reason,
});

export const consultationOutcomeSchema = z.object({
  outcome: z.enum(['done', 'no-show'], 'Choose done or no-show'),
});

export type CancelConsultationInput = z.input<typeof cancelConsultationSchema>;
export type MoveConsultationInput = z.input<typeof moveConsultationSchema>;
