import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { AUTH_LINK_CLASS } from '@/components/auth/auth-link-class';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { requestPasswordResetLink } from './actions';

export const metadata: Metadata = {
  title: 'Forgot password',
  robots: { index: false, follow: false },
};

// "Forgot password?" from the sign-in page: a reset link by e-mail.
export default function ForgotPasswordPage() {
  return (
    <AuthCard titleId="forgot-title" title="Forgot your password?" intro="Enter the e-mail address of your back-office account. We will send you a link to choose a new password.">
      <ForgotPasswordForm action={requestPasswordResetLink.bind(null, 'en')} />
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link href="/login" className={AUTH_LINK_CLASS}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
