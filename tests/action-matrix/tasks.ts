import { formOf as form } from '../support/actions';
import { MADE_UP_ID, type ActionCase } from './case';

// Tasks on leads (issue 47): the lead page's add form (a made-up lead is not found) and the Done
// and Reopen buttons of My tasks and the lead page (a made-up task is not found). Form actions:
// the previous state, then the posted form.
export const ACTIONS: ActionCase[] = [
  { file: 'enquiries/actions.ts', name: 'addTask', capability: 'leads', args: [MADE_UP_ID, null, form({ title: 'Call back', due: '2030-01-15T09:00', assigneeId: '' })] },
  { file: 'tasks/actions.ts', name: 'completeTask', capability: 'leads', args: [null, form({ taskId: MADE_UP_ID })] },
  { file: 'tasks/actions.ts', name: 'reopenTask', capability: 'leads', args: [null, form({ taskId: MADE_UP_ID })] },
];
