import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LockKeyhole } from 'lucide-react';
import { LoginForm } from '@/components/admin/login-form';
import { AuthCard } from '@/components/auth/auth-card';
import { safeNextPath } from '@/lib/auth/redirect-target';
import { currentUser } from '@/lib/server/auth/session';
import { LOGIN_COPY as COPY } from '@/lib/content/login';
import { signInAction } from './actions';

// The answer depends on the visitor's session cookie.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: COPY.pageTitle,
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const raw = query.next;
  // Arriving from a reset link that just set a new password (the reset page's doneHref).
  const passwordChanged = query.reset === 'done';
  const next = safeNextPath(Array.isArray(raw) ? raw[0] : raw);
  // Someone already signed in goes straight on; a redirect from a server component replaces history.
  if (await currentUser()) redirect(next);

  return (
    <AuthCard titleId="login-title" title={COPY.heading} intro={COPY.intro} icon={LockKeyhole}>
      {passwordChanged && (
        <p role="status" className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          {COPY.passwordChanged}
        </p>
      )}
      <LoginForm action={signInAction.bind(null, next)} />
    </AuthCard>
  );
}
