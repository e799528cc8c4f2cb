import type { UserRole } from '@/lib/validation/user';

// A staff account as the administrators' list shows it (never the password hash).
export type StaffMemberDto = {
  _id: string;
  name: string;
  email: string;
  role: UserRole;
  disabled: boolean;
  // Signs in with a code from an authenticator app too.
  twoFactor: boolean;
  createdAt: string;
};
