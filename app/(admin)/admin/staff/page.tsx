import { NotAllowed } from '@/components/admin/not-allowed';
import { StaffMemberActions } from '@/components/admin/staff/staff-member-actions';
import { can } from '@/lib/auth/permissions';
import { ROLE_LABELS } from '@/lib/content/admin-navigation';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listStaff } from '@/lib/server/staff/staff';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Staff' };

// The firm's accounts, for administrators: role, disable or enable, remove.
export default async function StaffPage() {
  const user = await requirePageUser('/admin/staff');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const staff = await listStaff();
  return (
    <div className="w-full min-w-0 space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Staff</h1>
        <p className="mt-1 text-slate-700">
          Who can sign in to the back office, and what they may use: administrators everything, editors posts and authors,
          advisers the enquiries. The last active administrator cannot be disabled, removed or given another role.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {staff.map((member) => (
          <li key={member._id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <div className="min-w-0">
              <h2 className="truncate text-lg font-semibold text-slate-900">{member.name}</h2>
              <p className="truncate text-sm text-slate-700">{member.email}</p>
              <p className="text-sm text-slate-600">
                {ROLE_LABELS[member.role]} · {member.disabled ? <strong className="text-red-800">Disabled</strong> : 'Active'}
              </p>
            </div>
            <StaffMemberActions key={`${member.role}-${member.disabled}`} member={member} isSelf={member._id === user.id} />
          </li>
        ))}
      </ul>
    </div>
  );
}
