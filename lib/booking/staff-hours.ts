import type { UserRole } from '@/lib/auth/permissions';

// A staff member who can take bookings, as the availability page lists them for administrators:
// whether their hours are saved, still the seed's sample, or not set at all.
export type StaffHours = { id: string; name: string; email: string; role: UserRole; disabled: boolean; hours: 'set' | 'sample' | 'none' };
