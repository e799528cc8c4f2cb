import { CALENDAR_FORM_START } from '@/lib/booking/busy-calendar';
import { MADE_UP_ID, type ActionCase } from './case';

// Busy times from an adviser's own calendar (issue 47), on the availability pages: everyone who
// works on leads sets their own (an empty form is invalid, so nothing changes); administrators
// anyone's (a made-up account is not found).
export const ACTIONS: ActionCase[] = [
  { file: 'availability/actions.ts', name: 'saveMyCalendar', capability: 'leads', args: [CALENDAR_FORM_START, new FormData()] },
  { file: 'availability/actions.ts', name: 'saveCalendarOf', capability: 'staff', args: [MADE_UP_ID, CALENDAR_FORM_START, new FormData()] },
];
