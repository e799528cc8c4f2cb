import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { BOOKED_STAGE, CLIENT_STAGE, DEFAULT_STAGES, newStageId, NOT_A_FIT_STAGE, STAGES_MAX, STAGES_MIN, type Stage } from '@/lib/pipeline/stages';
import { Enquiry } from '@/models/enquiry';
import { PipelineSettings } from '@/models/pipeline-settings';

const ID = 'pipeline';

// The stages in their order: the stored list, or the default one before anyone changed it.
export async function readStages(): Promise<Stage[]> {
  await connectDb();
  const row = await PipelineSettings.findById(ID).lean<{ stages?: Partial<Stage>[] }>();
  const stored = (row?.stages ?? []).filter((stage): stage is Stage => typeof stage?.id === 'string' && typeof stage.name === 'string').map(({ id, name }) => ({ id, name }));
  return stored.length >= STAGES_MIN ? stored : DEFAULT_STAGES.map((stage) => ({ ...stage }));
}

// One document holds the list: the last of two edits at the same moment wins, whole.
async function saveStages(stages: Stage[], by: string): Promise<void> {
  await PipelineSettings.updateOne({ _id: ID }, { $set: { stages, updatedAt: new Date(), updatedBy: by } }, { upsert: true });
}

function indexOf(stages: Stage[], stageId: string): number {
  const index = stages.findIndex((stage) => stage.id === stageId);
  if (index < 0) throw new DomainError('invalid', 'This stage is no longer on the list', { stageId: ['This stage is no longer on the list'] });
  return index;
}

function checkNameFree(stages: Stage[], name: string, exceptId?: string): void {
  const taken = stages.some((stage) => stage.id !== exceptId && stage.name.toLocaleLowerCase('en') === name.toLocaleLowerCase('en'));
  if (taken) throw new DomainError('invalid', 'Another stage has this name', { name: ['Another stage has this name'] });
}

// Each change answers the stage it was about, for the audit entry and the page's message.
export async function renameStage(stageId: string, name: string, by: string): Promise<{ before: Stage; after: Stage }> {
  const stages = await readStages();
  const index = indexOf(stages, stageId);
  checkNameFree(stages, name, stageId);
  const before = stages[index]!;
  stages[index] = { id: before.id, name };
  await saveStages(stages, by);
  return { before, after: stages[index] };
}

export async function addStage(name: string, by: string): Promise<Stage> {
  const stages = await readStages();
  if (stages.length >= STAGES_MAX) throw new DomainError('invalid', `The pipeline has at most ${STAGES_MAX} stages`, { name: [`The pipeline has at most ${STAGES_MAX} stages`] });
  checkNameFree(stages, name);
  const stage = { id: newStageId(name, stages), name };
  // Before the two ends (Client, Not a fit) when they are last: where a new step usually belongs.
  const ends = stages.findIndex((entry) => entry.id === CLIENT_STAGE || entry.id === NOT_A_FIT_STAGE);
  stages.splice(ends >= 0 ? ends : stages.length, 0, stage);
  await saveStages(stages, by);
  return stage;
}

export async function reorderStage(stageId: string, direction: 'up' | 'down', by: string): Promise<Stage> {
  const stages = await readStages();
  const index = indexOf(stages, stageId);
  const other = direction === 'up' ? index - 1 : index + 1;
  const stage = stages[index]!;
  if (other < 0 || other >= stages.length) return stage;
  stages[index] = stages[other]!;
  stages[other] = stage;
  await saveStages(stages, by);
  return stage;
}

// Removes a stage; its leads go to `moveTo` (another stage on the list), since when being now. A
// lead without a stage is in the first one, so removing the first stage moves those too. The
// booked stage stays: bookings move leads to it.
export async function removeStage(stageId: string, moveTo: string, by: string): Promise<{ removed: Stage; movedTo: Stage; leads: number }> {
  if (stageId === BOOKED_STAGE) throw new DomainError('invalid', 'Consultation booked cannot be removed: bookings move leads to it', { stageId: ['Consultation booked cannot be removed: bookings move leads to it'] });
  const stages = await readStages();
  const index = indexOf(stages, stageId);
  if (stages.length <= STAGES_MIN) throw new DomainError('invalid', `The pipeline needs at least ${STAGES_MIN} stages`, { stageId: [`The pipeline needs at least ${STAGES_MIN} stages`] });
  if (moveTo === stageId) throw new DomainError('invalid', 'Choose another stage for its leads', { moveTo: ['Choose another stage for its leads'] });
  const target = stages[indexOf(stages, moveTo)]!;
  const removed = stages[index]!;
  const wasFirst = index === 0;
  stages.splice(index, 1);
  await saveStages(stages, by);
  // After the list: a lead still in the removed stage meanwhile counts as the first one. Leads
  // without a stage were in the removed first stage: they go with it.
  const filter = wasFirst ? { $or: [{ stage: removed.id }, { stage: null }] } : { stage: removed.id };
  const moved = await Enquiry.updateMany(filter, { $set: { stage: target.id, stageSince: new Date() } });
  return { removed, movedTo: target, leads: moved.modifiedCount };
}
