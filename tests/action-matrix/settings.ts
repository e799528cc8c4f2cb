import { MADE_UP_ID, type ActionCase } from './case';

// The firm's settings, data protection and authors. Running the retention job is the one action
// with no input to refuse: in the matrix's database nothing is past its period, so a run removes
// nothing (a second run in the same minute is refused as a conflict).
export const ACTIONS: ActionCase[] = [
  { file: 'settings/actions.ts', name: 'updateSiteSettings', capability: 'staff', args: [{}] },
  { file: 'data-protection/actions.ts', name: 'saveRetentionPeriods', capability: 'staff', args: [{}] },
  { file: 'data-protection/actions.ts', name: 'runRetention', capability: 'staff', args: [undefined] },
  { file: 'data-protection/actions.ts', name: 'eraseSubject', capability: 'staff', args: [{}] },
  { file: 'authors/actions.ts', name: 'addAuthor', capability: 'posts', args: [{}] },
  { file: 'authors/actions.ts', name: 'saveAuthor', capability: 'posts', args: [MADE_UP_ID, {}] },
];
