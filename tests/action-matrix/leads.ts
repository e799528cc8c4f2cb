import { MADE_UP_ID, type ActionCase } from './case';

// The inbox, a lead's page and the dashboard's lead rows: a made-up lead is not found, an empty
// input invalid.
const file = 'enquiries/actions.ts';
export const ACTIONS: ActionCase[] = [
  { file, name: 'setLeadStatus', capability: 'leads', args: [{ id: MADE_UP_ID, status: 'read' }] },
  { file, name: 'markLeadRead', capability: 'leads', args: [MADE_UP_ID] },
  { file, name: 'deleteLead', capability: 'leads', args: [MADE_UP_ID] },
  { file, name: 'addNote', capability: 'leads', args: [MADE_UP_ID, { text: 'hi' }] },
  { file, name: 'assignOwner', capability: 'leads', args: [MADE_UP_ID, { assigneeId: null }] },
  { file, name: 'setFollowUpDay', capability: 'leads', args: [MADE_UP_ID, { date: '2030-01-15' }] },
  { file, name: 'sendReply', capability: 'leads', args: [MADE_UP_ID, {}] },
  { file, name: 'resendMail', capability: 'leads', args: [{}] },
  { file, name: 'runBulk', capability: 'leads', args: [{}] },
];
