import { z } from 'zod';
import { singleLine } from '@/lib/fields/single-line';
import { slugify } from '@/lib/fields/slug';

// The pipeline's stages (issue 47): where a lead stands between its first message and a signed
// contract, kept apart from the specification's status (new, read, replied, closed), which stays
// as it is. Administrators keep the list (/admin/pipeline/stages); a lead stores a stage's id, so
// renaming a stage moves nothing.

export type Stage = { id: string; name: string };

// A booking moves a lead here by itself (lib/server/pipeline/booking-stage.ts): it cannot be removed.
export const BOOKED_STAGE = 'consultation-booked';
// The two ends: a booking never moves a lead out of them, and the funnel counts Not a fit apart.
export const CLIENT_STAGE = 'client';
export const NOT_A_FIT_STAGE = 'not-a-fit';

export const DEFAULT_STAGES: readonly Stage[] = [
  { id: 'new', name: 'New' },
  { id: 'contacted', name: 'Contacted' },
  { id: BOOKED_STAGE, name: 'Consultation booked' },
  { id: 'proposal-sent', name: 'Proposal sent' },
  { id: CLIENT_STAGE, name: 'Client' },
  { id: NOT_A_FIT_STAGE, name: 'Not a fit' },
];

export const STAGE_NAME_MAX = 40;
export const STAGES_MAX = 12;
export const STAGES_MIN = 2;

// A lead without a stage (stored before stages existed) is in the first one; so is a lead whose
// stored stage is no longer on the list.
export function stageOf(stored: string | null | undefined, stages: readonly Stage[]): Stage {
  return stages.find((stage) => stage.id === stored) ?? stages[0]!;
}

// The id of a new stage from its name ("Documents checked" → documents-checked), unique in the list.
export function newStageId(name: string, stages: readonly Stage[]): string {
  const base = slugify(name).slice(0, 40).replace(/-+$/, '') || 'stage';
  const taken = new Set(stages.map((stage) => stage.id));
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

const stageName = singleLine(
  z
    .string({ error: 'Enter a name for the stage' })
    .trim()
    .min(1, 'Enter a name for the stage')
    .max(STAGE_NAME_MAX, `A stage's name has at most ${STAGE_NAME_MAX} characters`),
  'The name',
);
const stageId = z.string({ error: 'Choose a stage' }).min(1, 'Choose a stage').max(60, 'Choose a stage');
const leadId = z.string({ error: 'Invalid enquiry id' });

// The stage editor's inputs, as its forms post them.
export const renameStageSchema = z.object({ stageId, name: stageName });
export const addStageSchema = z.object({ name: stageName });
export const reorderStageSchema = z.object({ stageId, direction: z.enum(['up', 'down'], 'Choose up or down') });
export const removeStageSchema = z.object({ stageId, moveTo: stageId });

// A card moved on the board or on the lead's page; the stage is checked against the current list
// on the server (moveSchema).
export const moveStageSchema = z.object({ id: leadId, stageId });

// The target checked against the list as it is now.
export function moveSchema(stages: readonly Stage[]) {
  const ids = stages.map((stage) => stage.id);
  return moveStageSchema.extend({ stageId: stageId.refine((value) => ids.includes(value), 'Choose one of the stages on the list') });
}
