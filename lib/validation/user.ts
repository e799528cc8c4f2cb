// Shared by the User model, the admin:create script and the sign-in form.
// admin: everything; editor: posts and authors; adviser: leads and the dashboard (lib/auth/permissions.ts).
export const USER_ROLES = ['admin', 'editor', 'adviser'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// Accounts made by the admin:create script need more than SPEC's sign-in minimum of 6.
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
// bcrypt reads only the first 72 bytes; longer passwords are refused, never truncated.
export const PASSWORD_MAX_BYTES = 72;

// Local part, @, domain, top-level domain of at least 2 letters (SPEC section 5).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
