import type { Capability } from '@/lib/auth/permissions';

// Icons are named here and drawn by the sidebar, so this file stays plain data.
export type AdminNavIcon = 'dashboard' | 'blogs' | 'authors' | 'media' | 'testimonials' | 'checklists' | 'texts' | 'newsletter' | 'enquiries' | 'agenda' | 'availability' | 'consultations' | 'templates' | 'services' | 'staff' | 'audit' | 'data-protection' | 'backups' | 'settings' | 'account' | 'pipeline' | 'tasks';
// capability: the link shows only to roles that have it (the pages check it themselves).
export type AdminNavLink = { label: string; href: string; icon: AdminNavIcon; capability?: Capability };

// SPEC section 2, admin layout.
export const ADMIN_NAV: AdminNavLink[] = [
  { label: 'Dashboard', href: '/admin/dashboard', icon: 'dashboard' },
  { label: 'Blog Dashboard', href: '/admin/blogs', icon: 'blogs', capability: 'posts' },
  { label: 'Authors', href: '/admin/authors', icon: 'authors', capability: 'posts' },
  { label: 'Media library', href: '/admin/media', icon: 'media', capability: 'posts' },
  { label: 'Testimonials', href: '/admin/testimonials', icon: 'testimonials', capability: 'posts' },
  { label: 'Checklists', href: '/admin/checklists', icon: 'checklists', capability: 'posts' },
  { label: 'Texts', href: '/admin/texts', icon: 'texts', capability: 'posts' },
  { label: 'Newsletter', href: '/admin/newsletter', icon: 'newsletter', capability: 'posts' },
  { label: 'Contact Enquiries', href: '/admin/enquiries', icon: 'enquiries', capability: 'leads' },
  { label: 'My tasks', href: '/admin/tasks', icon: 'tasks', capability: 'leads' },
  { label: 'Pipeline', href: '/admin/pipeline', icon: 'pipeline', capability: 'leads' },
  { label: 'Agenda', href: '/admin/agenda', icon: 'agenda', capability: 'leads' },
  { label: 'Availability', href: '/admin/availability', icon: 'availability', capability: 'leads' },
  { label: 'Reply templates', href: '/admin/reply-templates', icon: 'templates', capability: 'staff' },
  { label: 'Services', href: '/admin/services', icon: 'services', capability: 'staff' },
  { label: 'Consultation types', href: '/admin/consultations', icon: 'consultations', capability: 'staff' },
  { label: 'Staff', href: '/admin/staff', icon: 'staff', capability: 'staff' },
  { label: 'Audit log', href: '/admin/audit', icon: 'audit', capability: 'staff' },
  { label: 'Data protection', href: '/admin/data-protection', icon: 'data-protection', capability: 'staff' },
  { label: 'Backups', href: '/admin/backups', icon: 'backups', capability: 'staff' },
  { label: 'Site settings', href: '/admin/settings', icon: 'settings', capability: 'staff' },
  { label: 'My account', href: '/admin/account', icon: 'account' },
];

// A link is current on its own page and below it (the post form lives under /admin/blogs).
export function isAdminNavActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

export const ADMIN_SHELL_COPY = {
  area: 'Admin',
  skipLink: 'Skip to content',
  navLabel: 'Admin',
  drawerLabel: 'Admin menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  logoutFailed: 'Logout failed. Please try again.',
} as const;
