import { MADE_UP_ID, type ActionCase } from './case';

// The staff screen's actions (app/(admin)/admin/staff/actions.ts): administrators only.
export const ACTIONS: ActionCase[] = [
  { file: 'staff/actions.ts', name: 'inviteStaff', capability: 'staff', args: [{}] },
  { file: 'staff/actions.ts', name: 'resendStaffInvitation', capability: 'staff', args: [MADE_UP_ID] },
  { file: 'staff/actions.ts', name: 'withdrawStaffInvitation', capability: 'staff', args: [MADE_UP_ID] },
  { file: 'staff/actions.ts', name: 'changeStaff', capability: 'staff', args: [MADE_UP_ID, {}] },
  { file: 'staff/actions.ts', name: 'removeStaff', capability: 'staff', args: [MADE_UP_ID] },
  { file: 'staff/actions.ts', name: 'saveSecuritySettings', capability: 'staff', args: [{}] },
];
