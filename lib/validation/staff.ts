import { z } from 'zod';
import { USER_ROLES } from './user';

// PATCH /api/v1/staff/{id}: a member's role, or whether the account is disabled (or both).
export const staffChangeSchema = z
  .object({
    role: z.enum(USER_ROLES, { error: `Role must be one of ${USER_ROLES.join(', ')}` }).optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, { error: 'Send a role or disabled' });

export type StaffChange = z.output<typeof staffChangeSchema>;
