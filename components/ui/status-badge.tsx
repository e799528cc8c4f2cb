import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '@/lib/enquiries/enquiry';

// SPEC section 4: new blue, read yellow, replied green, closed grey. The word is always shown.
const STYLES: Record<EnquiryStatus, string> = {
  new: 'bg-blue-100 text-blue-800',
  read: 'bg-yellow-100 text-yellow-900',
  replied: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}>{ENQUIRY_STATUS_LABELS[status]}</span>;
}
