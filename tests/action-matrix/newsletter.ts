import { MADE_UP_ID, type ActionCase } from './case';

// The newsletter (issue 30). Its switch and sending pace are the firm's decision: administrators.
// Its subscribers are personal data with consent proofs: administrators too.
export const ACTIONS: ActionCase[] = [
  { file: 'newsletter/actions.ts', name: 'updateNewsletterSettings', capability: 'staff', args: [{}] },
  { file: 'newsletter/subscribers/actions.ts', name: 'unsubscribeSubscriber', capability: 'staff', args: [MADE_UP_ID, { how: 'staff' }] },
  { file: 'newsletter/subscribers/actions.ts', name: 'deleteSubscriber', capability: 'staff', args: [MADE_UP_ID] },
];
