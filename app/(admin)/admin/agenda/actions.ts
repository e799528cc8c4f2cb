'use server';

import { z } from 'zod';
import { adminRecordAction } from '@/lib/server/admin-action';
import type { SessionUser } from '@/lib/server/auth/session';
import { bookingForStaff } from '@/lib/server/booking/agenda';
import { cancelBooking, markBookingOutcome, moveBooking, type ChangeOutcome, type MoveOutcome } from '@/lib/server/booking/changes';
import { freeTimesForMove } from '@/lib/server/booking/move-times';
import { DomainError } from '@/lib/server/errors';
import { cancelConsultationSchema, consultationOutcomeSchema, moveConsultationSchema } from '@/lib/booking/agenda-changes';

// The agenda's writes (/admin/agenda, also used by a lead's Consultations block). The page binds
// the booking's id; each action checks that this account may change that booking (an adviser
// their own, an administrator any) before the engine (lib/server/booking/changes.ts) acts.

const staffOf = (user: SessionUser) => ({ kind: 'staff' as const, actorId: user.id, actorName: user.name });

const NOT_CHANGEABLE = 'This booking can no longer be changed: it was cancelled, has taken place or was marked already.';
const TAKEN = 'That time is no longer free. Choose another time.';

function settled(outcome: ChangeOutcome | MoveOutcome): void {
  if (outcome.ok) return;
  if (outcome.reason === 'not-found') throw new DomainError('not-found', 'This booking no longer exists.');
  if (outcome.reason === 'taken') throw new DomainError('conflict', TAKEN);
  throw new DomainError('conflict', NOT_CHANGEABLE);
}

// Cancels the booking; the visitor and the adviser are told by e-mail, with the reason if given.
export const cancelConsultation = adminRecordAction('leads', cancelConsultationSchema, async (id, { reason }, { user }) => {
  await bookingForStaff(id, user);
  settled(await cancelBooking(id, staffOf(user), reason));
});

// The free start times the booking can move to (its type's, the coming two weeks), as ISO strings.
export const consultationMoveTimes = adminRecordAction(
  'leads',
  z.undefined(),
  async (id, _input, { user }) => (await freeTimesForMove(await bookingForStaff(id, user))).map((time) => time.toISOString()),
  { refresh: false },
);

// Moves the booking to one of those times; the visitor gets the new time and invitation.
export const moveConsultation = adminRecordAction('leads', moveConsultationSchema, async (id, { start, reason }, { user }) => {
  await bookingForStaff(id, user);
  settled(await moveBooking(id, new Date(start), staffOf(user), reason));
});

// How the consultation went, on the lead's timeline; the visitor gets no e-mail.
export const markConsultationOutcome = adminRecordAction('leads', consultationOutcomeSchema, async (id, { outcome }, { user }) => {
  await bookingForStaff(id, user);
  settled(await markBookingOutcome(id, outcome, staffOf(user)));
});
