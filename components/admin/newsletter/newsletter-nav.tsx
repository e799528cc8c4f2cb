import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
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
  return (
    <nav aria-label="Newsletter">
      <ul className="flex flex-wrap gap-2">
        {SCREENS.filter((screen) => can(role, screen.capability)).map((screen) => (
          <li key={screen.href}>
            <Link
              href={screen.href}
              aria-current={screen.href === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${screen.href === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'} ${FOCUS_RING}`}
            >
              {screen.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
