'use client';

import { ArchiveRestore, Briefcase, Kanban, ListTodo, CalendarClock, CalendarCog, CalendarDays, CircleUser, ClipboardCheck, FileText, Images, Languages, LayoutDashboard, Mail, MessageSquareQuote, MessageSquareText, Newspaper, ScrollText, Settings, ShieldCheck, type LucideIcon, UserPen, Users } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { ADMIN_NAV, ADMIN_SHELL_COPY as COPY, isAdminNavActive, type AdminNavIcon } from '@/lib/content/admin-navigation';
import { ROLE_LABELS } from '@/lib/staff/staff-member';
import { can, type UserRole } from '@/lib/auth/permissions';
import { FOCUS_RING_ON_DARK } from '@/components/ui/focus-ring';
import { LogoutButton } from './logout-button';

// navCounts: a number beside a link, by its href (My tasks: the person's tasks overdue or due today).
export type AdminUser = { name: string; role: UserRole; navCounts?: Record<string, number> };

const ICONS: Record<AdminNavIcon, LucideIcon> = { dashboard: LayoutDashboard, blogs: FileText, authors: UserPen, media: Images, testimonials: MessageSquareQuote, checklists: ClipboardCheck, texts: Languages, newsletter: Newspaper, enquiries: Mail, agenda: CalendarDays, availability: CalendarClock, consultations: CalendarCog, templates: MessageSquareText, services: Briefcase, staff: Users, audit: ScrollText, 'data-protection': ShieldCheck, backups: ArchiveRestore, settings: Settings, account: CircleUser, pipeline: Kanban, tasks: ListTodo };

type Props = {
  user: AdminUser;
  // The drawer closes itself when a link is followed, even to the page already shown.
  onNavigate?: () => void;
  // The drawer's close button, drawn beside the user's name.
  closeButton?: ReactNode;
};

export function AdminSidebar({ user, onNavigate, closeButton }: Props) {
  const pathname = usePathname();
  // Array.from keeps a letter outside the basic plane (two UTF-16 units) whole.
  const initial = Array.from(user.name.trim())[0]?.toUpperCase() ?? '?';

  return (
    <div className="flex h-full flex-col bg-brand-900 text-white">
      <div className="flex items-center gap-3 border-b border-white/10 px-4 py-5">
        <span
          aria-hidden="true"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-lg font-bold text-brand-900"
        >
          {initial}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold" title={user.name}>
            {user.name}
          </p>
          <p className="text-sm text-blue-100">{ROLE_LABELS[user.role] ?? user.role}</p>
        </div>
        {closeButton}
      </div>

      <nav aria-label={COPY.navLabel} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {ADMIN_NAV.filter((link) => !link.capability || can(user.role, link.capability)).map((link) => {
            const active = isAdminNavActive(pathname, link.href);
            const Icon = ICONS[link.icon];
            const count = user.navCounts?.[link.href] ?? 0;
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onNavigate={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={`flex min-h-11 items-center gap-3 rounded-md px-3 py-2 font-medium ${FOCUS_RING_ON_DARK} ${
                    active ? 'bg-white text-brand-900' : 'text-blue-100 hover:bg-white/10 hover:text-white'
                  }`}
                >
                  <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {link.label}
                  {count > 0 && (
                    <span className={`ml-auto rounded-full px-2 text-sm font-semibold ${active ? 'bg-brand-900 text-white' : 'bg-white text-brand-900'}`}>
                      {count}
                      <span className="sr-only"> due today or overdue</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="border-t border-white/10 p-3">
        <LogoutButton />
      </div>
    </div>
  );
}
