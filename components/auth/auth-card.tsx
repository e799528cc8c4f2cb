import type { ComponentType, ReactNode } from 'react';
import { KeyRound } from 'lucide-react';
import { AdminToaster } from '@/components/ui/admin-toaster';

type Props = {
  titleId: string;
  title: string;
  intro?: ReactNode;
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true'; className?: string }>;
  children: ReactNode;
};

// The frame of the account screens outside the back office (sign-in, forgotten password,
// invitation, reset): a card with an icon, a heading and a line of introduction.
export function AuthCard({ titleId, title, intro, icon: Icon = KeyRound, children }: Props) {
  return (
    <>
      <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-md sm:p-10">
          <div className="text-center">
            <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-7 w-7" />
            </span>
            <h1 id={titleId} className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">
              {title}
            </h1>
            {intro && <p className="mt-2 text-slate-700">{intro}</p>}
          </div>
          <div className="mt-8">{children}</div>
        </div>
      </main>
      <AdminToaster />
    </>
  );
}
