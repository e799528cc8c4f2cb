import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LockKeyhole } from 'lucide-react';
import { LoginForm } from '@/components/admin/login-form';
import { AuthCard } from '@/components/auth/auth-card';
import { safeNextPath } from '@/lib/auth/redirect-target';
import { currentUser } from '@/lib/server/auth/session';
import { LOGIN_COPY as COPY } from '@/lib/content/login';

// The answer depends on the visitor's session cookie.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: COPY.pageTitle,
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).next;
  const next = safeNextPath(Array.isArray(raw) ? raw[0] : raw);
  // Someone already signed in goes straight on; a redirect from a server component replaces history.
  if (await currentUser()) redirect(next);

  return (
    <AuthCard titleId="login-title" title={COPY.heading} intro={COPY.intro} icon={LockKeyhole}>
      <LoginForm next={next} />
    </AuthCard>
  );
}
