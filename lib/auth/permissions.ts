// A staff member's role (lib/staff/staff-member.ts names each for people). admin: everything;
// editor: posts and authors; adviser: leads and the dashboard.
export const USER_ROLES = ['admin', 'editor', 'adviser'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// What a role may do in the back office. Checked on the server by every admin page, route
// handler and section (lib/server/auth/guard.ts); the sidebar only hides what a role may not use.
export const CAPABILITIES = ['posts', 'leads', 'staff'] as const;
export type Capability = (typeof CAPABILITIES)[number];

// posts: posts, authors, images and previews, testimonials and the document checklists (editorial
// content, kept by editors too). leads: enquiries (list, detail, status, export,
// delete) and the dashboard's lead figures. staff: accounts, settings (sign-in rules, retention
// periods, reply templates), the services (their texts, fees and the Opportunity Card's figures:
// statements of the firm's prices and of the law, not editorial content, so not editors'), the
// audit log and data-subject requests.
const ROLE_CAPABILITIES: Record<UserRole, readonly Capability[]> = {
  admin: CAPABILITIES,
  editor: ['posts'],
  adviser: ['leads'],
};

export function can(role: UserRole, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}
