import { ScreenNav } from '@/components/admin/shared/screen-nav';
import { can, type UserRole } from '@/lib/auth/permissions';

// The newsletter's three screens (issue 30): its settings (everyone who may see the newsletter),
// the issues (administrators and editors write and send them) and the subscribers (personal data
// with consent proofs: administrators only, capability `staff`).
const SCREENS = [
  { href: '/admin/newsletter', label: 'Settings', capability: 'posts' },
  { href: '/admin/newsletter/issues', label: 'Issues', capability: 'posts' },
  { href: '/admin/newsletter/subscribers', label: 'Subscribers', capability: 'staff' },
] as const;

export function NewsletterNav({ current, role }: { current: (typeof SCREENS)[number]['href']; role: UserRole }) {
  return <ScreenNav label="Newsletter" screens={SCREENS.filter((screen) => can(role, screen.capability))} current={current} />;
}
