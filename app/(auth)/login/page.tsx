import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LockKeyhole } from 'lucide-react';
import { AdminToaster } from '@/components/admin/admin-toaster';
import { LoginForm } from '@/components/admin/login-form';
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
    <>
      <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-md sm:p-10">
          <div className="text-center">
            <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <LockKeyhole aria-hidden="true" className="h-7 w-7" />
            </span>
            <h1 id="login-title" className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">
              {COPY.heading}
            </h1>
            <p className="mt-2 text-slate-700">{COPY.intro}</p>
          </div>
          <div className="mt-8">
            <LoginForm next={next} />
          </div>
        </div>
      </main>
      <AdminToaster />
    </>
  );
}
