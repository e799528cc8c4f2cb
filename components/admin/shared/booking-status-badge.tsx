import { BOOKING_STATUS_LABELS, type BookingStatus } from '@/lib/booking/booking';

// A booking's status as a word on a colour (the word is always shown): the agenda and a lead's
// Consultations block.
const STYLES: Record<BookingStatus, string> = {
  confirmed: 'bg-blue-100 text-blue-800',
  cancelled: 'bg-slate-200 text-slate-800',
  done: 'bg-green-100 text-green-800',
  'no-show': 'bg-amber-100 text-amber-900',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}>{BOOKING_STATUS_LABELS[status]}</span>;
}
