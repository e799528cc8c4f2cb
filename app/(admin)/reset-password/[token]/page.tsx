import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { AUTH_LINK_CLASS } from '@/components/auth/auth-link-class';
import { SetPasswordForm } from '@/components/auth/set-password-form';
import { RESET_INVALID, resetLinkEmail } from '@/lib/server/auth/password-reset';
import { setResetPassword } from './actions';

// Read per request: whether the link is still good can change at any moment.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false, follow: false },
  // The link's secret is in the address: never pass it on to another site. Not 'no-referrer':
  // under it the browser posts the page's form without scripts with `Origin: null`, which the
  // Server Action check refuses as another site's.
  referrer: 'same-origin',
};

// Where a reset e-mail leads: a new password, then signing in with it.
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const email = await resetLinkEmail(token);
  if (!email) {
    return (
      <AuthCard titleId="reset-title" title="Link not valid" intro={RESET_INVALID}>
        <p className="text-center text-sm text-slate-700">
          <Link href="/forgot-password" className={AUTH_LINK_CLASS}>
            Ask for a new link
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard titleId="reset-title" title="Choose a new password" intro={`For ${email}. Setting it signs you out on every device.`}>
      <SetPasswordForm action={setResetPassword.bind(null, 'en')} token={token} email={email} submitLabel="Set new password" />
    </AuthCard>
  );
}
