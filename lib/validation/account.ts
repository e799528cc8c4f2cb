import { z } from 'zod';
import { singleLine } from '@/lib/fields/single-line';

// The account page's two forms (its actions saveName and savePassword). The new
// password's rules (length, not blank, not common) are the server's newPasswordProblem, the same
// for every way a password is set.
// A staff member's name, the same rules wherever it is set (own account, invitation).
export const staffNameField = singleLine(
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .min(2, { error: 'Name must be at least 2 characters', abort: true })
    .max(100, 'Name can have at most 100 characters'),
  'Name',
);

export const accountNameSchema = z.object({ name: staffNameField });

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(200, 'That is not your current password'),
  newPassword: z.string({ error: 'Enter a new password' }).min(1, 'Enter a new password').max(200, 'The password must be at most 72 bytes'),
});
