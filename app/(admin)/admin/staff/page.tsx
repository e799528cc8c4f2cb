import { NotAllowed } from '@/components/admin/not-allowed';
import { InvitationActions } from '@/components/admin/staff/invitation-actions';
import { InviteForm } from '@/components/admin/staff/invite-form';
import { SecuritySettingsForm } from '@/components/admin/staff/security-settings-form';
import { StaffMemberActions } from '@/components/admin/staff/staff-member-actions';
import { can } from '@/lib/auth/permissions';
import { ROLE_LABELS } from '@/lib/staff/staff-member';
import { requirePageUser } from '@/lib/server/auth/guard';
import { twoFactorRequired } from '@/lib/server/auth/security-settings';
import { listInvitations } from '@/lib/server/staff/invitations';
import { listStaff } from '@/lib/server/staff/staff';
import { formatDateTime } from '@/lib/time/format';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { changeStaff, inviteStaff, removeStaff, resendStaffInvitation, saveSecuritySettings, withdrawStaffInvitation } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Staff' };

// The firm's accounts, for administrators: invite, role, disable or enable, remove.
export default async function StaffPage() {
  const user = await requirePageUser('/admin/staff');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const [staff, invitations, requireTwoFactor] = await Promise.all([listStaff(), listInvitations(), twoFactorRequired()]);
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader
        title="Staff"
        intro="Who can sign in to the back office, and what they may use: administrators everything, editors posts and authors, advisers the enquiries. The last active administrator cannot be disabled, removed or given another role."
      />
      <SectionCard
        titleId="invite-title"
        title="Invite a colleague"
        intro="They get an e-mail with a link to choose their own password. The link works once, for 48 hours."
      >
        <InviteForm invite={inviteStaff} />
      </SectionCard>
      <SectionCard
        titleId="sign-in-rules-title"
        title="Sign-in rules"
        intro="With this on, everyone signs in with a password and a code from an app on their phone; members without it are asked to set it up right after signing in."
      >
        <SecuritySettingsForm requireTwoFactor={requireTwoFactor} save={saveSecuritySettings} />
      </SectionCard>
      {invitations.length > 0 && (
        <section aria-labelledby="invitations-title">
          <h2 id="invitations-title" className="mb-3 text-lg font-semibold text-slate-900">
            Waiting for an answer
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {invitations.map((invitation) => (
              <li key={invitation._id} className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4">
                <div className="min-w-0 text-sm">
                  <h3 className="truncate text-base font-semibold text-slate-900">{invitation.name}</h3>
                  <p className="truncate text-slate-700">{invitation.email}</p>
                  <p className="text-slate-700">
                    {ROLE_LABELS[invitation.role]} · invited by {invitation.invitedBy} ·{' '}
                    {invitation.expired ? <strong className="text-red-800">Link expired</strong> : `link valid until ${formatDateTime(invitation.expiresAt)}`}
                  </p>
                </div>
                <InvitationActions invitation={invitation} resend={resendStaffInvitation} withdraw={withdrawStaffInvitation} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2 className="sr-only">Accounts</h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {staff.map((member) => (
          <li key={member._id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <div className="min-w-0">
              <h3 className="truncate text-lg font-semibold text-slate-900">{member.name}</h3>
              <p className="truncate text-sm text-slate-700">{member.email}</p>
              <p className="text-sm text-slate-600">
                {ROLE_LABELS[member.role]} · {member.disabled ? <strong className="text-red-800">Disabled</strong> : 'Active'} · two-factor {member.twoFactor ? 'on' : 'off'}
              </p>
            </div>
            <StaffMemberActions key={`${member.role}-${member.disabled}`} member={member} isSelf={member._id === user.id} change={changeStaff} remove={removeStaff} />
          </li>
        ))}
      </ul>
    </div>
  );
}
