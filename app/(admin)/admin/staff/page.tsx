import { NotAllowed } from '@/components/admin/not-allowed';
import { AccountCard, InvitationCard } from '@/components/admin/staff/staff-cards';
import { InviteForm } from '@/components/admin/staff/invite-form';
import { SecuritySettingsForm } from '@/components/admin/staff/security-settings-form';
import { can } from '@/lib/auth/permissions';
import { requirePageUser } from '@/lib/server/auth/guard';
import { twoFactorRequired } from '@/lib/server/auth/security-settings';
import { listInvitations } from '@/lib/server/staff/invitations';
import { listStaff } from '@/lib/server/staff/staff';
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
              <InvitationCard key={invitation._id} invitation={invitation} resend={resendStaffInvitation} withdraw={withdrawStaffInvitation} />
            ))}
          </ul>
        </section>
      )}
      <h2 className="sr-only">Accounts</h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {staff.map((member) => (
          <AccountCard key={member._id} member={member} isSelf={member._id === user.id} change={changeStaff} remove={removeStaff} />
        ))}
      </ul>
    </div>
  );
}
