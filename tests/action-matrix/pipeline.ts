import { MADE_UP_ID, type ActionCase } from './case';

// The pipeline (issue 47): form actions, called as React calls them (the previous state, the
// form's fields). A made-up lead is not found; an empty form is invalid.
const file = 'pipeline/actions.ts';
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
export const ACTIONS: ActionCase[] = [
  { file, name: 'moveLeadStage', capability: 'leads', args: [null, form({ id: MADE_UP_ID, stageId: 'contacted' })] },
  { file, name: 'renamePipelineStage', capability: 'staff', args: [null, form({})] },
  { file, name: 'addPipelineStage', capability: 'staff', args: [null, form({})] },
  { file, name: 'reorderPipelineStage', capability: 'staff', args: [null, form({})] },
  { file, name: 'removePipelineStage', capability: 'staff', args: [null, form({})] },
];
