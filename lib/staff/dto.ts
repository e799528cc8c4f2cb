import type { UserRole } from '@/lib/validation/user';

// A staff account as the administrators' list shows it (never the password hash).
export type StaffMemberDto = {
  _id: string;
  name: string;
  email: string;
  role: UserRole;
  disabled: boolean;
  createdAt: string;
};
