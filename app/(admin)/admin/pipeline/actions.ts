'use server';

import { adminFormAction } from '@/lib/server/admin-action';
import { moveLeadToStage } from '@/lib/server/pipeline/move';
import { addStage, removeStage, renameStage, reorderStage } from '@/lib/server/pipeline/stages';
import { addStageSchema, moveStageSchema, removeStageSchema, renameStageSchema, reorderStageSchema } from '@/lib/pipeline/stages';

// The pipeline's writes (issue 47): moving a lead (the board, by drag and drop or its Move form,
// and the lead's page) and the administrators' stage list. Each is a form action that works
// before scripts run, answering the message the page announces.

// Any stage on the current list (checked there); audited and on the lead's timeline.
export const moveLeadStage = adminFormAction('leads', moveStageSchema, async (input, { user, audit }) => {
  const move = await moveLeadToStage(input, { id: user.id, name: user.name });
  if (!move.moved) return `${move.fullName} is already in ${move.to.name}.`;
  await audit({ action: 'lead-stage-moved', target: input.id, details: `${move.from.name} → ${move.to.name}` });
  return `Moved ${move.fullName} to ${move.to.name}.`;
});

export const renamePipelineStage = adminFormAction('staff', renameStageSchema, async ({ stageId, name }, { user, audit }) => {
  const { before, after } = await renameStage(stageId, name, user.email);
  await audit({ action: 'pipeline-stages-changed', target: stageId, details: `renamed ${before.name} → ${after.name}` });
  return `Renamed ${before.name} to ${after.name}.`;
});

export const addPipelineStage = adminFormAction('staff', addStageSchema, async ({ name }, { user, audit }) => {
  const stage = await addStage(name, user.email);
  await audit({ action: 'pipeline-stages-changed', target: stage.id, details: `added ${stage.name}` });
  return `Added ${stage.name}.`;
});

export const reorderPipelineStage = adminFormAction('staff', reorderStageSchema, async ({ stageId, direction }, { user, audit }) => {
  const stage = await reorderStage(stageId, direction, user.email);
  await audit({ action: 'pipeline-stages-changed', target: stageId, details: `moved ${stage.name} ${direction}` });
  return `Moved ${stage.name} ${direction}.`;
});

// Its leads go to the stage chosen; Consultation booked cannot be removed.
export const removePipelineStage = adminFormAction('staff', removeStageSchema, async ({ stageId, moveTo }, { user, audit }) => {
  const { removed, movedTo, leads } = await removeStage(stageId, moveTo, user.email);
  await audit({ action: 'pipeline-stages-changed', target: stageId, details: `removed ${removed.name}; ${leads} leads moved to ${movedTo.name}` });
  return `Removed ${removed.name}; ${leads === 1 ? '1 lead' : `${leads} leads`} moved to ${movedTo.name}.`;
});
