import { z } from 'zod';
import type { ActionFailureCode, ActionResult } from '@/lib/actions/result';

// Busy times from an adviser's own calendar (issue 47): the address form's input, what the
// availability page shows of it, and its words. Browser-safe; the fetch and the store are
// lib/server/busy-calendar/.

export const CALENDAR_ADDRESS_MAX = 2_000;

const addressField = z
  .string({ error: 'Enter the calendar’s secret address.' })
  .trim()
  .min(1, 'Enter the calendar’s secret address.')
  .max(CALENDAR_ADDRESS_MAX, `The address can be at most ${CALENDAR_ADDRESS_MAX} characters long.`)
  // webcal:// is how Apple and Outlook often show it: the same address over https.
  .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.hostname,
      error: 'Enter a web address that starts with https:// (or http://), as your calendar shows it.',
    }),
  );

// The form's one field and its two buttons: Save (set or replace) and Remove.
export const calendarAddressInputSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), address: addressField }),
  z.object({ intent: z.literal('remove') }),
]);
export type CalendarAddressInput = z.output<typeof calendarAddressInputSchema>;

// The form's values from a post (FormData), as the action's input; the action's schema checks
// them (a missing address is an empty one, refused there with its message).
export function calendarAddressFormInput(form: FormData): z.input<typeof calendarAddressInputSchema> {
  const address = form.get('address');
  if (form.get('intent') === 'remove') return { intent: 'remove' };
  return { intent: 'save', address: typeof address === 'string' ? address : '' };
}

// What the page shows of a stored address: never the address itself (it is a secret that lets
// anyone read the calendar), only its host and last few characters.
export type BusyCalendarView = {
  maskedAddress: string;
  fetchedAt: string | null;
  busyCount: number;
  lastError: string | null;
  lastFailedAt: string | null;
};

// "calendar.google.com/…a1b2": enough for the adviser to recognise which calendar it is.
export function maskCalendarAddress(address: string): string {
  let host = '';
  try {
    host = new URL(address).host;
  } catch {
    host = '';
  }
  return `${host}/…${address.slice(-4)}`;
}

// The form's answer, rendered by the form with and without scripts: what was typed comes back
// after a refusal (never after success: the address is a secret).
export type CalendarFormState = {
  answer: number;
  ok: boolean | null;
  code?: ActionFailureCode;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  values: { address: string };
};

export const CALENDAR_FORM_START: CalendarFormState = { answer: 0, ok: null, values: { address: '' } };

export const BUSY_CALENDAR_COPY = {
  title: 'Busy times from your own calendar',
  adviserTitle: 'Busy times from the adviser’s own calendar',
  adviserIntro:
    'The secret address of the adviser’s own calendar (iCal format): its busy events block their booking times, like a booking does. It is read every 10 minutes; events marked “free” and cancelled ones do not block. Visitors never see what the events are, only that a time is not free.',
  intro:
    'Give the secret address of your own calendar (iCal format) and its busy events block booking times, like a booking does. It is read every 10 minutes; events marked “free” and cancelled ones do not block. Visitors never see what the events are, only that a time is not free.',
  addressLabel: 'Secret address of your calendar (iCal / ICS)',
  addressHint: 'Google Calendar: Settings → your calendar → “Secret address in iCal format”. Outlook: Settings → Calendar → Shared calendars → Publish a calendar → ICS link. Apple iCloud: share the calendar as a public calendar and copy its link.',
  replaceHint: 'A new address replaces the saved one. The saved address is not shown again, only its end.',
  save: 'Save address',
  saving: 'Saving…',
  remove: 'Remove address',
  saved: 'Saved, and read just now: the result is shown above.',
  removed: 'Removed. Your own calendar no longer blocks booking times.',
  failed: 'The address was not saved.',
  none: 'No calendar address saved: only your hours and bookings decide your free times.',
  savedAddress: 'Saved address',
  lastRead: 'Last read successfully',
  neverRead: 'Not read successfully yet',
  busyCount: 'Busy times read (today to the booking horizon)',
  failureTitle: 'The last attempt to read your calendar failed',
  failureKeeps: 'The last good copy is still used to block booking times until a read succeeds.',
  failureNoCopy: 'No copy has been read yet, so your calendar does not block any times.',
} as const;

// The form's state after an action's answer: a refusal gives back what was typed (and the
// action's code, so a role check reads as it does for every other action); success says which.
export function calendarFormState(previous: CalendarFormState, input: { intent: string; address?: string }, result: ActionResult<unknown>): CalendarFormState {
  const answer = previous.answer + 1;
  if (result.ok) return { answer, ok: true, message: input.intent === 'remove' ? BUSY_CALENDAR_COPY.removed : BUSY_CALENDAR_COPY.saved, values: { address: '' } };
  const typed = typeof input.address === 'string' ? input.address : '';
  return { answer, ok: false, code: result.code, message: result.message, fieldErrors: result.fieldErrors, values: { address: typed } };
}
