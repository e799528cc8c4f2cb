import { LIST_BADGE } from '@/components/ui/list-table';
import { ISSUE_STATUS_LABELS, type IssueStatus } from '@/lib/newsletter/newsletter-issue';

// Dark text on a light tint (above WCAG AA); the word, not the colour, carries the meaning.
const STYLES: Record<IssueStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-blue-100 text-blue-900',
  sending: 'bg-amber-100 text-amber-950',
  paused: 'bg-red-100 text-red-900',
  sent: 'bg-green-100 text-green-900',
};

// An issue's status, in its list and on its page.
export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  return <span className={`${LIST_BADGE} ${STYLES[status]}`}>{ISSUE_STATUS_LABELS[status]}</span>;
}
