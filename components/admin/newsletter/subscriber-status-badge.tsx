import { LIST_BADGE } from '@/components/ui/list-table';
import type { NewsletterStatus } from '@/lib/newsletter/newsletter';
import { STATUS_LABELS } from '@/lib/newsletter/subscribers';

// A subscriber's state: the word carries the meaning, the tint only helps (dark text on a light
// tint, well above WCAG AA contrast).
const STYLES: Record<NewsletterStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  confirmed: 'bg-green-100 text-green-900',
  unsubscribed: 'bg-slate-200 text-slate-800',
};

export function SubscriberStatusBadge({ status }: { status: NewsletterStatus }) {
  return <span className={`${LIST_BADGE} ${STYLES[status]}`}>{STATUS_LABELS[status]}</span>;
}
