import { NameForm, PasswordForm } from '@/components/admin/account/account-forms';
import { ROLE_LABELS } from '@/lib/content/admin-navigation';
import { SessionList } from '@/components/admin/account/session-list';
import { TwoFactorSettings } from '@/components/admin/account/two-factor-settings';
import { requirePageUser } from '@/lib/server/auth/guard';
import { twoFactorRequired } from '@/lib/server/auth/security-settings';
import { listSessions } from '@/lib/server/auth/sessions';
import { recoveryCodesLeft, twoFactorEnabledAt } from '@/lib/server/auth/two-factor/enrolment';
import { PageHeader } from '@/components/ui/page-header';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'My account' };

// Every role's own account: name, password and where it is signed in.
export default async function AccountPage() {
  const user = await requirePageUser('/admin/account');
  const [sessions, required, enabledAt, codesLeft] = await Promise.all([
    listSessions(user.id, user.sessionId),
    twoFactorRequired(),
    twoFactorEnabledAt(user.id),
    recoveryCodesLeft(user.id),
  ]);
  return (
    <div className="max-w-2xl space-y-8">
      <PageHeader title="My account" intro={`${user.email} · ${ROLE_LABELS[user.role]}`} />
      {required && !enabledAt && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <strong>Your firm requires two-factor sign-in.</strong> Set it up under{' '}
          <a href="#two-factor" className="font-semibold text-brand-700 underline">
            Two-factor sign-in
          </a>{' '}
          to use the rest of the back office.
        </p>
      )}
      <section aria-labelledby="account-name-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="account-name-title" className="mb-4 text-lg font-semibold text-slate-900">
          Your name
        </h2>
        <NameForm name={user.name} />
      </section>
      <section aria-labelledby="account-password-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="account-password-title" className="text-lg font-semibold text-slate-900">
          Password
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">Changing it signs you out on every other device.</p>
        <PasswordForm />
      </section>
      <section id="two-factor" aria-labelledby="account-two-factor-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="account-two-factor-title" className="mb-4 text-lg font-semibold text-slate-900">
          Two-factor sign-in
        </h2>
        <TwoFactorSettings enabledAt={enabledAt?.toISOString() ?? null} recoveryCodesLeft={codesLeft} required={required} />
      </section>
      <section aria-labelledby="account-sessions-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="account-sessions-title" className="text-lg font-semibold text-slate-900">
          Where you are signed in
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">
          The place is approximate, read from the network address. Sign out any device you do not recognise, and change your password.
        </p>
        <SessionList sessions={sessions} />
      </section>
    </div>
  );
}
