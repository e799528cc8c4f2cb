import { MADE_UP_ID, type ActionCase } from './case';

// The booking setup. Consultation types: administrators (`staff`). Hours: everyone who works on
// leads saves their own (an empty input is invalid, so nothing changes); administrators anyone's
// (a made-up account is not found).
export const ACTIONS: ActionCase[] = [
  { file: 'consultations/actions.ts', name: 'addConsultationType', capability: 'staff', args: [{}] },
  { file: 'consultations/actions.ts', name: 'saveConsultationType', capability: 'staff', args: [MADE_UP_ID, {}] },
  { file: 'consultations/actions.ts', name: 'removeConsultationType', capability: 'staff', args: [MADE_UP_ID] },
  { file: 'availability/actions.ts', name: 'saveMyHours', capability: 'leads', args: [{}] },
  { file: 'availability/actions.ts', name: 'saveAdviserHoursOf', capability: 'staff', args: [MADE_UP_ID, {}] },
];
