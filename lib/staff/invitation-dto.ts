import type { UserRole } from '@/lib/validation/user';

// A pending invitation as the administrators' staff screen shows it (never the link's secret).
export type InvitationDto = {
  _id: string;
  email: string;
  name: string;
  role: UserRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
};
