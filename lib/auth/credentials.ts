import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/fields/email';

// What a person types to prove who they are, and the rules around it: the sign-in of SPEC section
// 5 (its rules and wording, shared by the login form and POST /api/v1/users/login), the two-factor
// code, the current password before a change, a new password, and the firm's two-factor rule.

// Accounts made by the admin:create script need more than SPEC's sign-in minimum of 6.
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
// bcrypt reads only the first 72 bytes; longer passwords are refused, never truncated.
export const PASSWORD_MAX_BYTES = 72;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password is too long',
} as const;

export const LOGIN_PASSWORD_MIN_LENGTH = 6;

export const loginSchema = z.object({
  email: z
    .string({ error: LOGIN_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: LOGIN_MESSAGES.emailRequired, abort: true })
    .max(254, { error: LOGIN_MESSAGES.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, LOGIN_MESSAGES.emailInvalid)
    .toLowerCase(),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, { error: LOGIN_MESSAGES.passwordRequired, abort: true })
    .min(LOGIN_PASSWORD_MIN_LENGTH, { error: LOGIN_MESSAGES.passwordMin, abort: true })
    // Bounds the work bcrypt does for a stranger; real passwords are at most 72 bytes anyway.
    .max(1024, LOGIN_MESSAGES.passwordMax),
  remember: z.boolean().default(false),
});

export type LoginInput = z.input<typeof loginSchema>;

// 'Remember me' keeps the session for 30 days instead of until the browser closes.
export const REMEMBER_ME_DAYS = 30;

// "Forgot password?" (its page's Server Action).
export const forgotPasswordSchema = z.object({ email: loginSchema.shape.email });

// POST /api/v1/users/login/two-factor: the challenge from the password step and a code from the
// authenticator app (6 digits) or a recovery code (12 letters and digits, dashes allowed).
export const twoFactorSignInSchema = z.object({
  challenge: z.string({ error: 'Please enter your password again' }).min(1, 'Please enter your password again').max(2000, 'Please enter your password again'),
  code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(20, 'This code is not right'),
});

// The code that confirms two-factor enrolment.
export const twoFactorCodeSchema = z.object({
  code: z.string({ error: 'Enter the code from your app' }).trim().min(1, 'Enter the code from your app').max(20, 'This code is not right'),
});

// Switching two-factor off, or new recovery codes: the current password.
export const currentPasswordSchema = z.object({
  password: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(200, 'This is not your current password'),
});

// Replacing the authenticator while two-factor is on (the account page's startTwoFactorSetup):
// the password and a code from the current app, or a recovery code, as for any other change.
export const replaceTwoFactorSchema = currentPasswordSchema.extend({
  code: z
    .string({ error: 'Enter a code from your current app, or a recovery code' })
    .trim()
    .min(1, 'Enter a code from your current app, or a recovery code')
    .max(20, 'This code is not right'),
});

// The account page's password form (its action savePassword). The new password's rules (length,
// not blank, not common) are the server's newPasswordProblem, the same for every way a password
// is set.
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(200, 'That is not your current password'),
  newPassword: z.string({ error: 'Enter a new password' }).min(1, 'Enter a new password').max(200, 'The password must be at most 72 bytes'),
});

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
