import { MADE_UP_ID, type ActionCase } from './case';

// The agenda (/admin/agenda): a made-up booking is not found.
const file = 'agenda/actions.ts';
export const ACTIONS: ActionCase[] = [
  { file, name: 'cancelConsultation', capability: 'leads', args: [MADE_UP_ID, {}] },
  { file, name: 'consultationMoveTimes', capability: 'leads', args: [MADE_UP_ID, undefined] },
  { file, name: 'moveConsultation', capability: 'leads', args: [MADE_UP_ID, { start: '2030-01-07T09:00:00.000Z' }] },
  { file, name: 'markConsultationOutcome', capability: 'leads', args: [MADE_UP_ID, { outcome: 'done' }] },
];
