import type { ActionCase } from './case';

// Services and reply templates (administrators). The empty inputs are refused as invalid before
// anything is written; `astrology` is no service (not found).
export const ACTIONS: ActionCase[] = [
  { file: 'services/actions.ts', name: 'updateService', capability: 'staff', args: ['astrology', {}] },
  { file: 'reply-templates/actions.ts', name: 'saveTemplate', capability: 'staff', args: [{}] },
  { file: 'reply-templates/actions.ts', name: 'resetTemplate', capability: 'staff', args: [{}] },
];
