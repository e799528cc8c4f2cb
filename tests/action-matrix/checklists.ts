import type { ActionCase } from './case';

// The document checklists: administrators and editors (`posts`). A made-up id is not found, an
// empty input invalid, so nothing changes.
export const ACTIONS: ActionCase[] = [
  { file: 'checklists/actions.ts', name: 'addChecklist', capability: 'posts', args: [{}] },
  { file: 'checklists/actions.ts', name: 'saveChecklist', capability: 'posts', args: ['made-up-checklist', {}] },
  { file: 'checklists/actions.ts', name: 'removeChecklist', capability: 'posts', args: ['made-up-checklist'] },
];
