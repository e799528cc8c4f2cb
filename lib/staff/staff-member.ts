import { z } from 'zod';
import { USER_ROLES, type UserRole } from '@/lib/auth/permissions';
import { EMAIL_PATTERN } from '@/lib/fields/email';
import { singleLine } from '@/lib/fields/single-line';

// The staff member record, an account of the back office: its fields once, with their labels, the
// input schemas (an invitation, a change on the staff screen, the own name on the account page),
// the DTOs, the mappers from a stored document and the invitation form's values. Storage is
// models/user.ts (an invitation: models/account-token.ts); commands and queries are
// lib/server/staff/ and lib/server/account/.

export const STAFF_LIMITS = { name: 100, nameMin: 2, email: 254 } as const;

// The back office's labels of each field, and of each role (the roles and what each may do:
// lib/auth/permissions.ts).
export const STAFF_LABELS = { name: 'Name', email: 'Email', role: 'Role' } as const;
export const ROLE_LABELS: Record<UserRole, string> = { admin: 'Administrator', editor: 'Editor', adviser: 'Adviser' };

// A staff member's name, the same rules wherever it is set (own account, invitation).
export const staffNameField = singleLine(
  z
    .string({ error: `${STAFF_LABELS.name} is required` })
    .trim()
    .min(1, { error: `${STAFF_LABELS.name} is required`, abort: true })
    .min(STAFF_LIMITS.nameMin, { error: `${STAFF_LABELS.name} must be at least ${STAFF_LIMITS.nameMin} characters`, abort: true })
    .max(STAFF_LIMITS.name, `${STAFF_LABELS.name} can have at most ${STAFF_LIMITS.name} characters`),
  STAFF_LABELS.name,
);

const role = z.enum(USER_ROLES, { error: `${STAFF_LABELS.role} must be one of ${USER_ROLES.join(', ')}` });

// An invitation from the staff screen: who is invited, under which name and role.
export const invitationSchema = z.object({
  email: singleLine(
    z
      .string({ error: `${STAFF_LABELS.email} is required` })
      .trim()
      .toLowerCase()
      .min(1, { error: `${STAFF_LABELS.email} is required`, abort: true })
      .max(STAFF_LIMITS.email, `${STAFF_LABELS.email} is too long`)
      .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
    STAFF_LABELS.email,
  ),
  name: staffNameField,
  role,
});

// A change to a member on the staff screen: their role, whether the account is disabled, and/or a
// reset of their two-factor sign-in.
export const staffChangeSchema = z
  .object({
    role: role.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    // A member who lost their phone and their recovery codes: two-factor is switched off and
    // their sessions end, so they sign in with the password and set it up again.
    resetTwoFactor: z.literal(true, { error: 'resetTwoFactor can only be true' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined || change.resetTwoFactor !== undefined, { error: 'Send a role, disabled or resetTwoFactor' });

// The account page's name form (its action saveName): the member's own name.
export const accountNameSchema = z.object({ name: staffNameField });

export type InvitationInput = z.output<typeof invitationSchema>;
export type StaffChange = z.output<typeof staffChangeSchema>;

// A staff account as the administrators' list shows it (never the password hash): the fields an
// invitation set, and what only the server keeps.
export type StaffMemberDto = InvitationInput & {
  _id: string;
  disabled: boolean;
  // Signs in with a code from an authenticator app too.
  twoFactor: boolean;
  createdAt: string;
};

// A pending invitation as the administrators' staff screen shows it (never the link's secret).
export type InvitationDto = InvitationInput & { _id: string; invitedBy: string; createdAt: string; expiresAt: string; expired: boolean };

// A stored account as mongoose reads it (lean).
type StoredStaffMember = {
  _id: { toString(): string };
  name: string;
  email: string;
  role?: string | null;
  disabled?: boolean | null;
  totpEnabledAt?: Date | null;
  createdAt: Date;
};

export function toStaffMemberDto(user: StoredStaffMember): StaffMemberDto {
  return {
    _id: user._id.toString(),
    name: user.name,
    email: user.email,
    role: (user.role ?? 'admin') as UserRole,
    disabled: user.disabled ?? false,
    twoFactor: Boolean(user.totpEnabledAt),
    createdAt: user.createdAt.toISOString(),
  };
}

// A stored invitation (an account token of the purpose 'invitation') as mongoose reads it (lean).
type StoredInvitation = {
  _id: { toString(): string };
  email: string;
  name?: string | null;
  role?: string | null;
  invitedBy?: string | null;
  createdAt: Date;
  expiresAt: Date;
};

export function toInvitationDto(invitation: StoredInvitation, now = new Date()): InvitationDto {
  return {
    _id: invitation._id.toString(),
    email: invitation.email,
    name: invitation.name ?? '',
    role: (invitation.role ?? 'editor') as UserRole,
    invitedBy: invitation.invitedBy ?? '',
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt <= now,
  };
}

// The invitation form's values: nobody yet, as an editor.
export function invitationFormValues(): InvitationInput {
  return { name: '', email: '', role: 'editor' };
}
