import type { ComponentProps, ReactNode } from 'react';
import { InvitationActions } from '@/components/admin/staff/invitation-actions';
import { StaffMemberActions } from '@/components/admin/staff/staff-member-actions';
import { ROLE_LABELS, type InvitationInput } from '@/lib/staff/staff-member';
import { formatDateTime } from '@/lib/time/format';

// An invitation still waiting for its answer is drawn dashed and a size smaller than an account.
// Class strings are written out in full so Tailwind finds them when it scans the source.
const LOOKS = {
  account: { card: 'border-slate-200', text: 'min-w-0', name: 'text-lg', email: 'truncate text-sm text-slate-700', status: 'text-sm text-slate-600' },
  invitation: { card: 'border-dashed border-slate-300', text: 'min-w-0 text-sm', name: 'text-base', email: 'truncate text-slate-700', status: 'text-slate-700' },
} as const;

type CardProps = { look: keyof typeof LOOKS; person: Pick<InvitationInput, 'name' | 'email'>; status: ReactNode; children: ReactNode };

// One card of the staff screen: the person's name and address, a line about them, and what an
// administrator can do with them (the children).
function PersonCard({ look, person, status, children }: CardProps) {
  const classes = LOOKS[look];
  return (
    <li className={`flex flex-col gap-3 rounded-xl border ${classes.card} bg-white p-4`}>
      <div className={classes.text}>
        <h3 className={`truncate ${classes.name} font-semibold text-slate-900`}>{person.name}</h3>
        <p className={classes.email}>{person.email}</p>
        <p className={classes.status}>{status}</p>
      </div>
      {children}
    </li>
  );
}

export function InvitationCard(props: ComponentProps<typeof InvitationActions>) {
  const { invitation } = props;
  const link = invitation.expired ? <strong className="text-red-800">Link expired</strong> : `link valid until ${formatDateTime(invitation.expiresAt)}`;
  return (
    <PersonCard look="invitation" person={invitation} status={<>{ROLE_LABELS[invitation.role]} · invited by {invitation.invitedBy} · {link}</>}>
      <InvitationActions {...props} />
    </PersonCard>
  );
}

export function AccountCard(props: ComponentProps<typeof StaffMemberActions>) {
  const { member } = props;
  const state = member.disabled ? <strong className="text-red-800">Disabled</strong> : 'Active';
  return (
    <PersonCard look="account" person={member} status={<>{ROLE_LABELS[member.role]} · {state} · two-factor {member.twoFactor ? 'on' : 'off'}</>}>
      {/* A saved change of role or state gives new controls, which start from the saved values. */}
      <StaffMemberActions key={`${member.role}-${member.disabled}`} {...props} />
    </PersonCard>
  );
}
