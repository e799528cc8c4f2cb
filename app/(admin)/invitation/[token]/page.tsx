import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { AUTH_LINK_CLASS } from '@/components/auth/auth-link-class';
import { SetPasswordForm } from '@/components/auth/set-password-form';
import { ROLE_LABELS } from '@/lib/staff/staff-member';
import { INVITATION_INVALID, invitationForLink } from '@/lib/server/staff/invitations';
import { acceptInvitationWithPassword } from './actions';

// Read per request: whether the link is still good can change at any moment.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Accept invitation',
  robots: { index: false, follow: false },
  // The link's secret is in the address: never pass it on to another site. Not 'no-referrer':
  // under it the browser posts the page's form without scripts with `Origin: null`, which the
  // Server Action check refuses as another site's.
  referrer: 'same-origin',
};

// Where an invitation e-mail leads: the invitee chooses a password and is signed in.
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await invitationForLink(token);
  if (!invitation) {
    return (
      <AuthCard titleId="invitation-title" title="Invitation not valid" intro={INVITATION_INVALID}>
        <p className="text-center text-sm text-slate-700">
          Already have an account?{' '}
          <Link href="/login" className={AUTH_LINK_CLASS}>
            Sign in
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      titleId="invitation-title"
      title={`Welcome, ${invitation.name}`}
      intro={`You are invited to the back office as ${ROLE_LABELS[invitation.role]}. Choose a password for ${invitation.email}.`}
    >
      <SetPasswordForm action={acceptInvitationWithPassword.bind(null, 'en')} token={token} email={invitation.email} submitLabel="Set password and sign in" />
    </AuthCard>
  );
}
