'use server';

import { z } from 'zod';
import { notifyAccountHolder } from '@/lib/server/account/security-mail';
import { changePassword, renameAccount } from '@/lib/server/account/commands';
import { adminAction, adminFormAction } from '@/lib/server/admin-action';
import { recordAudit } from '@/lib/server/audit/record';
import { endOtherSessions, endSession } from '@/lib/server/auth/sessions';
import { confirmEnrolment, disableTwoFactor, replaceRecoveryCodes, startEnrolment } from '@/lib/server/auth/two-factor/enrolment';
import { DomainError } from '@/lib/server/errors';
import { accountNameSchema } from '@/lib/staff/staff-member';
import { morningDigestSchema } from '@/lib/account/morning-digest';
import { setMorningDigest } from '@/lib/server/account/morning-digest';
import { changeFeedSchema, createFeedSchema } from '@/lib/calendar-feed/feed-request';
import { createCalendarFeed, replaceCalendarFeed, revokeCalendarFeed } from '@/lib/server/calendar-feed/feed-tokens';
import { currentPasswordSchema, passwordChangeSchema, replaceTwoFactorSchema, twoFactorCodeSchema } from '@/lib/auth/credentials';

// The signed-in person's own account (any role: capability null). Two-factor answers carry
// secrets (the QR code and its key, recovery codes), shown once by the component and never logged.

export const saveName = adminAction(null, accountNameSchema, async ({ name }, { user, headers }) => {
  await renameAccount(user, name);
  // The entry names the person by the name they chose.
  await recordAudit(headers, { actor: { id: user.id, email: user.email, name }, action: 'account-renamed', details: `was: ${user.name}` });
});

// The current password is checked (5 wrong ones per account in 15 minutes, then rate-limited);
// every other session of the account ends, this one stays signed in.
export const savePassword = adminAction(null, passwordChangeSchema, async (input, { user, headers, audit }) => {
  await changePassword(user, input);
  await audit({ action: 'password-changed' });
  await notifyAccountHolder(headers, user, { kind: 'password-changed' });
});

// A new authenticator secret waiting for a code: no input while two-factor is off; with it on, it
// replaces the authenticator and needs the password and a current code or a recovery code. Nothing
// on the page changes until the code confirms it, and a refresh must not take the QR code away.
export const startTwoFactorSetup = adminAction(
  null,
  replaceTwoFactorSchema.optional(),
  async (proof, { user }) => startEnrolment(user, proof),
  { refresh: false },
);

// A code from the app confirms the set-up (or the replacement); answers the ten recovery codes,
// this once. The refresh keeps the component's state, so the codes stay on screen.
export const confirmTwoFactor = adminAction(null, twoFactorCodeSchema, async ({ code }, { user, headers, audit }) => {
  const { recoveryCodes, replaced } = await confirmEnrolment(user, code);
  const action = replaced ? 'two-factor-replaced' : 'two-factor-enabled';
  await audit({ action });
  await notifyAccountHolder(headers, user, { kind: action });
  return { recoveryCodes, replaced };
});

// Off with the current password (a conflict while the firm requires it for everyone).
export const turnOffTwoFactor = adminAction(null, currentPasswordSchema, async ({ password }, { user, headers, audit }) => {
  await disableTwoFactor(user, password);
  await audit({ action: 'two-factor-disabled' });
  await notifyAccountHolder(headers, user, { kind: 'two-factor-disabled' });
});

// Ten new recovery codes with the current password; the old ones stop working.
export const renewRecoveryCodes = adminAction(null, currentPasswordSchema, async ({ password }, { user, headers, audit }) => {
  const recoveryCodes = await replaceRecoveryCodes(user, password);
  await audit({ action: 'recovery-codes-replaced' });
  await notifyAccountHolder(headers, user, { kind: 'recovery-codes-replaced' });
  return { recoveryCodes };
});

// Signs out one of the person's own sessions: not found for anyone else's, so ids of other
// accounts' sessions cannot be probed.
export const signOutSession = adminAction(null, z.string().max(100), async (id, { user, audit }) => {
  if (!(await endSession(user.id, id))) throw new DomainError('not-found', 'Session not found');
  await audit({ action: 'session-ended', details: id === user.sessionId ? 'this device' : 'another device' });
});

// Signs out every other device of the person; answers how many.
export const signOutOtherSessions = adminAction(null, z.undefined(), async (_input, { user, audit }) => {
  const ended = await endOtherSessions(user.id, user.sessionId);
  await audit({ action: 'other-sessions-ended', details: `${ended} session${ended === 1 ? '' : 's'}` });
  return { ended };
});

// The morning digest on or off, for people with lead access (the only ones who get it). A plain
// form post (useActionState), so it works before the page's scripts have loaded.
export const saveMorningDigest = adminFormAction('leads', morningDigestSchema, async ({ morningDigest }, { user, audit }) => {
  const on = morningDigest === 'on';
  await setMorningDigest(user.id, on);
  await audit({ action: 'morning-digest-changed', details: on ? 'on' : 'off' });
  return { on };
});

// The calendar feed of a person with lead access (issue 47): its address is made, replaced or
// revoked here. The forms post before the scripts load too (useActionState), so each action takes
// the form's previous state and its fields.
export const makeCalendarFeed = adminFormAction('leads', createFeedSchema, async (_input, { user, audit }) => {
  const feed = await createCalendarFeed(user.id);
  await audit({ action: 'calendar-feed-created' });
  return feed;
});
export const replaceCalendarFeedAddress = adminFormAction('leads', changeFeedSchema, async (_input, { user, audit }) => {
  const feed = await replaceCalendarFeed(user.id);
  await audit({ action: 'calendar-feed-replaced' });
  return feed;
});
export const revokeCalendarFeedAddress = adminFormAction('leads', changeFeedSchema, async (_input, { user, audit }) => {
  await revokeCalendarFeed(user.id);
  await audit({ action: 'calendar-feed-revoked' });
});
