import type { ActionCase } from './case';

// The morning digest's switch on one's own account page: people with lead access only (the only
// ones who get it). An empty form is refused as invalid, so no account changes.
export const ACTIONS: ActionCase[] = [{ file: 'account/actions.ts', name: 'saveMorningDigest', capability: 'leads', args: [null, new FormData()] }];
