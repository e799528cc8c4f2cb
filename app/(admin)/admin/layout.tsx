import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/admin-shell';
import { AdminToaster } from '@/components/ui/admin-toaster';
import { can } from '@/lib/auth/permissions';
import { requirePageUser } from '@/lib/server/auth/guard';
import { dueTaskCount } from '@/lib/server/enquiries/tasks';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';

// Every request checks the session; nothing here may be served from a cache.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin' },
  robots: { index: false, follow: false },
};

// SPEC section 4: admin toasts last 4000 ms.
const ADMIN_TOAST_MS = 4000;

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // The layout cannot see the requested path; each page guards itself too and names its own.
  const user = await requirePageUser('/admin/dashboard', { layout: true });
  // My tasks' count in the sidebar, read beside the firm's name; the layout still renders when it
  // cannot be read.
  const [tasksDue, settings] = await Promise.all([can(user.role, 'leads') ? dueTaskCount(user.id).catch(() => 0) : 0, siteSettingsForPages()]);
  return (
    <>
      <AdminShell user={{ name: user.name, role: user.role, navCounts: { '/admin/tasks': tasksDue } }} siteName={settings.name}>
        {children}
      </AdminShell>
      <AdminToaster duration={ADMIN_TOAST_MS} />
    </>
  );
}
