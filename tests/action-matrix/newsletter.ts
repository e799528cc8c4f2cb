import type { ActionCase } from './case';

// The newsletter (issue 30). Its switch and sending pace are the firm's decision: administrators.
export const ACTIONS: ActionCase[] = [{ file: 'newsletter/actions.ts', name: 'updateNewsletterSettings', capability: 'staff', args: [{}] }];
