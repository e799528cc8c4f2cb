'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { DescriptionItem } from '@/components/ui/description-item';
import { ActionButton } from '@/components/ui/form/action-button';
import type { Action } from '@/lib/actions/result';
import { ISSUES_ADMIN_COPY as COPY } from '@/lib/content/newsletter-issues-admin';
import type { IssueProgress, IssueRecord } from '@/lib/newsletter/newsletter-issue';
import { formatDateTime, formatNumber } from '@/lib/time/format';

const TEXT = COPY.progress;
// How often the page reads the counts again while the issue is being sent.
const REFRESH_MS = 5_000;

type Props = {
  issue: Pick<IssueRecord, 'id' | 'status' | 'pausedReason' | 'sendingStartedAt' | 'finishedAt'>;
  progress: IssueProgress;
  pause: Action<string>;
  resume: Action<string>;
};

// An issue that is going out or went out: its counts, read again every few seconds while it is
// sent (the page renders on the server again; nothing else is fetched), why it is paused with the
// way to go on, and the way to pause it.
export function IssueProgressPanel({ issue, progress, pause, resume }: Props) {
  const router = useRouter();
  const sending = issue.status === 'sending';

  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(() => router.refresh(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [sending, router]);

  const counts: [string, number][] = [
    [TEXT.recipients, progress.recipients],
    [TEXT.queued, progress.queued],
    [TEXT.sent, progress.sent],
    [TEXT.failed, progress.failed],
    [TEXT.unsubscribed, progress.unsubscribed],
  ];

  return (
    <div className="space-y-4">
      {issue.status === 'paused' && (
        <div className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4">
          <h3 className="font-semibold text-red-900">{TEXT.pausedTitle}</h3>
          {issue.pausedReason && <p className="break-words text-red-900">{issue.pausedReason}</p>}
          <ActionButton variant="primary" size="sm" label={TEXT.resume} busyLabel={TEXT.resuming} call={() => resume(issue.id)} success={TEXT.resumed} failed={COPY.sending.failed} />
        </div>
      )}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {counts.map(([label, value]) => (
          <DescriptionItem key={label} label={label}>
            <span className="text-2xl font-semibold text-slate-900">{formatNumber(value)}</span>
          </DescriptionItem>
        ))}
      </dl>
      <dl className="grid gap-4 sm:grid-cols-2">
        {issue.sendingStartedAt && <DescriptionItem label={TEXT.started}>{formatDateTime(issue.sendingStartedAt, 'long')}</DescriptionItem>}
        {issue.finishedAt && <DescriptionItem label={TEXT.finished}>{formatDateTime(issue.finishedAt, 'long')}</DescriptionItem>}
      </dl>
      {sending && (
        <ActionButton size="sm" label={TEXT.pause} busyLabel={TEXT.pausing} call={() => pause(issue.id)} success={TEXT.paused} failed={COPY.sending.failed} />
      )}
    </div>
  );
}
