import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { RetentionRuns } from '@/components/admin/data-protection/retention-runs';
import { RetentionSettingsForm } from '@/components/admin/data-protection/retention-settings-form';
import { RunNowButton } from '@/components/admin/data-protection/run-now-button';
import { SubjectSummary } from '@/components/admin/data-protection/subject-summary';
import { buttonClass } from '@/components/ui/button';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { can } from '@/lib/auth/permissions';
import { dataSubjectSchema } from '@/lib/data-subject/schema';
import { requirePageUser } from '@/lib/server/auth/guard';
import { dataSubjectSummary } from '@/lib/server/data-subject/collect';
import { listRetentionRuns } from '@/lib/server/retention/runs';
import { getRetentionSettings } from '@/lib/server/retention/settings';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { eraseSubject, runRetention, saveRetentionPeriods } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Data protection' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// For administrators: the retention periods (which the job applies and the privacy pages state),
// the job's latest runs, and requests from a person about their data. The address looked up is
// part of the page's address, like the inbox's view, so the page reads it on the server.
export default async function DataProtectionAdminPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/data-protection');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const raw = (await searchParams).email;
  const typed = Array.isArray(raw) ? raw[0] : raw;
  const lookup = typed === undefined ? null : dataSubjectSchema.safeParse({ email: typed });
  const [settings, runs, summary] = await Promise.all([
    getRetentionSettings(),
    listRetentionRuns(),
    lookup?.success ? dataSubjectSummary(lookup.data.email) : null,
  ]);
  const emailErrors = lookup && !lookup.success ? lookup.error.issues.map((issue) => issue.message) : undefined;
  const emailHints = ['The address the person used to contact the firm, in any letter case.'];

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader
        title="Data protection"
        intro="How long the firm keeps personal data, and what to do when someone asks what is held about them or wants it erased."
      />

      <SectionCard
        titleId="retention-title"
        title="Retention periods"
        intro={
          <>
            Once a day the server removes what is past its period. The{' '}
            <Link href="/privacy-policy#retention" prefetch={false} className="font-medium text-brand-700 underline">
            privacy policy
            </Link>{' '}
            and the{' '}
            <Link href="/data-protection#retention" prefetch={false} className="font-medium text-brand-700 underline">
            data protection page
            </Link>{' '}
            state these same periods, so change them only with the firm’s agreement on what visitors are told.
          </>
        }
      >
        <RetentionSettingsForm settings={settings} save={saveRetentionPeriods} />
      </SectionCard>

      <SectionCard titleId="runs-title" title="Retention runs" intro="What each run removed, counted; never what it said." aside={<RunNowButton runRetention={runRetention} />}>
        <RetentionRuns runs={runs} />
      </SectionCard>

      <SectionCard
        id="requests"
        titleId="requests-title"
        title="Requests from a person"
        intro="Someone asks what the firm holds about them, for a copy, or to be forgotten: look up their e-mail address. Answer within one month."
      >
        <form method="get" action="/admin/data-protection#requests" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <Field id="subject-email" label="E-mail address" hints={emailHints} errors={emailErrors}>
              <input
                id="subject-email"
                name="email"
                type="email"
                defaultValue={typed ?? ''}
                autoComplete="off"
                className={FIELD_CLASS}
                {...fieldA11y('subject-email', { hints: emailHints, errors: emailErrors })}
              />
            </Field>
          </div>
          <button type="submit" className={buttonClass('primary')}>
            Look up
          </button>
        </form>
        {summary && (
          <div className="mt-6 border-t border-slate-200 pt-6">
            <SubjectSummary key={summary.email} summary={summary} erase={eraseSubject} />
          </div>
        )}
      </SectionCard>
    </div>
  );
}
