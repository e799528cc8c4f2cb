import type { ActionCase } from './case';

// The calendar feed on one's own account page (issue 47): people with lead access only. The
// arguments (the form's previous state and its fields) are refused as invalid (no intent, no
// confirmation), so no feed is made, replaced or revoked.
export const ACTIONS: ActionCase[] = [
  { file: 'account/actions.ts', name: 'makeCalendarFeed', capability: 'leads', args: [null, {}] },
  { file: 'account/actions.ts', name: 'replaceCalendarFeedAddress', capability: 'leads', args: [null, {}] },
  { file: 'account/actions.ts', name: 'revokeCalendarFeedAddress', capability: 'leads', args: [null, {}] },
];
