import { z } from 'zod';
import { staffNameField } from './account';
import { singleLine } from '@/lib/fields/single-line';
import { EMAIL_PATTERN, USER_ROLES } from './user';

// A change to a member on the staff screen: their role, whether the account is disabled, and/or a
// reset of their two-factor sign-in.
export const staffChangeSchema = z
  .object({
    role: z.enum(USER_ROLES, { error: `Role must be one of ${USER_ROLES.join(', ')}` }).optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    // A member who lost their phone and their recovery codes: two-factor is switched off and
    // their sessions end, so they sign in with the password and set it up again.
    resetTwoFactor: z.literal(true, { error: 'resetTwoFactor can only be true' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined || change.resetTwoFactor !== undefined, { error: 'Send a role, disabled or resetTwoFactor' });

export type StaffChange = z.output<typeof staffChangeSchema>;

// An invitation from the staff screen: who is invited, under which name and role.
export const invitationSchema = z.object({
  email: singleLine(
    z.string({ error: 'Email is required' }).trim().toLowerCase().min(1, { error: 'Email is required', abort: true }).max(254, 'Email is too long').regex(EMAIL_PATTERN, 'Please enter a valid email address'),
    'Email',
  ),
  name: staffNameField,
  role: z.enum(USER_ROLES, { error: `Role must be one of ${USER_ROLES.join(', ')}` }),
});

export type InvitationInput = z.output<typeof invitationSchema>;

// The set-password form of the invitation and reset pages (their Server Actions): the link's
// secret and the chosen password (its rules are the server's newPasswordProblem), typed twice so
// a typo cannot lock the person out.
export const newPasswordFormSchema = z
  .object({
    token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(100, 'The link is not valid'),
    password: z.string({ error: 'Choose a password' }).min(1, 'Choose a password').max(200, 'The password must be at most 72 bytes'),
    repeat: z.string().max(200).optional().default(''),
  })
  .refine((input) => input.password === input.repeat, { path: ['repeat'], error: 'The two passwords are not the same' });

// The firm's sign-in rules, saved on the staff screen.
export const securitySettingsSchema = z.object({
  requireTwoFactor: z.boolean({ error: 'requireTwoFactor must be true or false' }),
});
