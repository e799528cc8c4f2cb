'use server';

import { adminAction, adminRecordAction, type ActionContext } from '@/lib/server/admin-action';
import { readCalendarNow } from '@/lib/server/busy-calendar/refresh';
import { removeCalendarAddress, saveCalendarAddress } from '@/lib/server/busy-calendar/store';
import { adviserById, adviserLabel, saveAdviserHours } from '@/lib/server/booking/setup-store';
import { DomainError } from '@/lib/server/errors';
import { adviserHoursInputSchema, type AdviserHoursInput } from '@/lib/booking/adviser-hours';
import {
  calendarAddressFormInput,
  calendarAddressInputSchema,
  calendarFormState,
  maskCalendarAddress,
  type CalendarAddressInput,
  type CalendarFormState,
} from '@/lib/booking/busy-calendar';

// Advisers' hours. Each member who works on leads (`leads`) saves their own; administrators
// (`staff`) save anyone's. The store expires the public booking pages after every save.

async function saveFor(userId: string, input: AdviserHoursInput, audit: (record: { action: 'adviser-hours-saved'; target: string; details: string }) => Promise<void>) {
  const adviser = await adviserById(userId);
  if (!adviser) throw new DomainError('not-found', 'No staff member who works on leads has this id');
  const hours = await saveAdviserHours(userId, input);
  await audit({ action: 'adviser-hours-saved', target: adviserLabel(adviser), details: `${hours.weekly.length} weekly intervals, ${hours.exceptions.length} exceptions, ${hours.typeIds.length} types` });
  return hours;
}

export const saveMyHours = adminAction('leads', adviserHoursInputSchema, (input, { user, audit }) => saveFor(user.id, input, audit));

export const saveAdviserHoursOf = adminRecordAction('staff', adviserHoursInputSchema, (userId, input, { audit }) => saveFor(userId, input, audit));

// Busy times from an adviser's own calendar (issue 47): one form, Save (set or replace the
// address, then read it at once) or Remove. Posted as a form (FormData, useActionState), so it
// works before the scripts load; the answer carries back what was typed after a refusal.

async function setCalendarFor(userId: string, input: CalendarAddressInput, audit: ActionContext['audit']): Promise<void> {
  const adviser = await adviserById(userId);
  if (!adviser) throw new DomainError('not-found', 'No staff member who works on leads has this id');
  if (input.intent === 'remove') {
    if (await removeCalendarAddress(userId)) await audit({ action: 'busy-calendar-removed', target: adviserLabel(adviser) });
    return;
  }
  await saveCalendarAddress(userId, input.address);
  await audit({ action: 'busy-calendar-saved', target: adviserLabel(adviser), details: maskCalendarAddress(input.address) });
  // A failed read is no failed save: the page shows it with the address.
  await readCalendarNow(userId);
}

const saveOwnCalendar = adminAction('leads', calendarAddressInputSchema, (input, { user, audit }) => setCalendarFor(user.id, input, audit));
const saveCalendarOfAdviser = adminRecordAction('staff', calendarAddressInputSchema, (userId, input, { audit }) => setCalendarFor(userId, input, audit));

export async function saveMyCalendar(previous: CalendarFormState, form: FormData): Promise<CalendarFormState> {
  const input = calendarAddressFormInput(form);
  return calendarFormState(previous, input, await saveOwnCalendar(input));
}

export async function saveCalendarOf(userId: string, previous: CalendarFormState, form: FormData): Promise<CalendarFormState> {
  const input = calendarAddressFormInput(form);
  return calendarFormState(previous, input, await saveCalendarOfAdviser(userId, input));
}
