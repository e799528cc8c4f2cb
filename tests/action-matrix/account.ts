import { MADE_UP_ID, type ActionCase } from './case';

// One's own account: every role, on its own account only. The arguments are refused as invalid
// (nothing set up, no password checked) or name no session, so no account changes.
export const ACTIONS: ActionCase[] = [
  { file: 'account/actions.ts', name: 'saveName', capability: null, args: [{}] },
  { file: 'account/actions.ts', name: 'savePassword', capability: null, args: [{}] },
  { file: 'account/actions.ts', name: 'startTwoFactorSetup', capability: null, args: [{}] },
  { file: 'account/actions.ts', name: 'confirmTwoFactor', capability: null, args: [{}] },
  { file: 'account/actions.ts', name: 'turnOffTwoFactor', capability: null, args: [{}] },
  { file: 'account/actions.ts', name: 'renewRecoveryCodes', capability: null, args: [{}] },
  { file: 'account/actions.ts', name: 'signOutSession', capability: null, args: [MADE_UP_ID] },
  { file: 'account/actions.ts', name: 'signOutOtherSessions', capability: null, args: [{}] },
];
