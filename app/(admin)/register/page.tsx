import type { Metadata } from 'next';
import Link from 'next/link';
import { LogIn, ShieldAlert } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

// The exact wording of SPEC section 2: accounts are created by the system administrator only.
const COPY = {
  title: 'Registration Not Allowed',
  text: 'For security reasons, public registration is currently disabled. Please contact the administrator if you need an account.',
  action: 'Go to Login',
};

export const metadata: Metadata = {
  title: COPY.title,
  description: COPY.text,
  robots: { index: false, follow: false },
};

export default function RegisterPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-md sm:p-10">
        <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <ShieldAlert aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.title}</h1>
        <p className="mt-3 leading-relaxed text-slate-700">{COPY.text}</p>
        <Link href="/login" className={`${buttonClass('primary', 'lg')} mt-8 w-full sm:w-auto`}>
          <LogIn aria-hidden="true" className="h-4 w-4" />
          {COPY.action}
        </Link>
      </div>
    </main>
  );
}
