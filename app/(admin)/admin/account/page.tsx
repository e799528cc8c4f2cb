import { NameForm, PasswordForm } from '@/components/admin/account/account-forms';
import { ROLE_LABELS } from '@/lib/staff/staff-member';
import { SessionList } from '@/components/admin/account/session-list';
import { MorningDigestForm } from '@/components/admin/account/morning-digest-form';
import { can } from '@/lib/auth/permissions';
import { morningDigestOn } from '@/lib/server/account/morning-digest';
import { TwoFactorSettings } from '@/components/admin/account/two-factor-settings';
import { CalendarFeedSection } from '@/components/admin/account/calendar-feed-section';
import { calendarFeedSince } from '@/lib/server/calendar-feed/feed-tokens';
import { requirePageUser } from '@/lib/server/auth/guard';
import { twoFactorRequired } from '@/lib/server/auth/security-settings';
import { listSessions } from '@/lib/server/auth/sessions';
import { recoveryCodesLeft, twoFactorEnabledAt } from '@/lib/server/auth/two-factor/enrolment';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import {
  confirmTwoFactor,
  makeCalendarFeed,
  replaceCalendarFeedAddress,
  revokeCalendarFeedAddress,
  renewRecoveryCodes,
  saveMorningDigest,
  saveName,
  savePassword,
  signOutOtherSessions,
  signOutSession,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from './actions';

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
      <SectionCard titleId="account-name-title" title="Your name">
        <NameForm name={user.name} save={saveName} />
      </SectionCard>
      <SectionCard titleId="account-password-title" title="Password" intro="Changing it signs you out on every other device.">
        <PasswordForm save={savePassword} />
      </SectionCard>
      <SectionCard id="two-factor" titleId="account-two-factor-title" title="Two-factor sign-in">
        <TwoFactorSettings
          enabledAt={enabledAt?.toISOString() ?? null}
          recoveryCodesLeft={codesLeft}
          required={required}
          actions={{ start: startTwoFactorSetup, confirm: confirmTwoFactor, turnOff: turnOffTwoFactor, renewCodes: renewRecoveryCodes }}
        />
      </SectionCard>
      {can(user.role, 'leads') && (
        <SectionCard
          id="morning-digest"
          titleId="account-morning-digest-title"
          title="Morning digest"
          intro="At 08:00 Berlin time, one e-mail with your tasks due today or overdue and your consultations today, each with a link to the lead. None on days with nothing."
        >
          <MorningDigestForm on={await morningDigestOn(user.id)} save={saveMorningDigest} />
        </SectionCard>
      )}
      <SectionCard
        titleId="account-sessions-title"
        title="Where you are signed in"
        intro="The place is approximate, read from the network address. Sign out any device you do not recognise, and change your password."
      >
        <SessionList sessions={sessions} signOut={signOutSession} signOutOthers={signOutOtherSessions} />
      </SectionCard>
      {can(user.role, 'leads') && (
        <CalendarFeedSection since={await calendarFeedSince(user.id)} actions={{ make: makeCalendarFeed, replace: replaceCalendarFeedAddress, revoke: revokeCalendarFeedAddress }} />
      )}
    </div>
  );
}
