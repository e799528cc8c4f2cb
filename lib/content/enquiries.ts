import type { Verdict } from '@/lib/opportunity-card/assess';
import { formatNumber } from '@/lib/time/format';

// Copy of the admin enquiries screen (SPEC section 2, Enquiries screen). Toast and confirmation
// texts are SPEC's own (sections 5 and 8); change them only together with SPEC. The enquiry's
// fields, statuses and sources are labelled by the record (lib/enquiries/enquiry.ts).

// The Opportunity Card check's verdict as staff read it (the visitor's words are in OpportunityRules).
export const CHECK_VERDICT_LABELS: Record<Verdict, string> = {
  'likely-eligible': 'Likely eligible',
  'needs-check': 'Needs check',
  'not-eligible': 'Not eligible',
};

export const ENQUIRIES_COPY = {
  title: 'Contact Enquiries',
  intro: 'Leads from the contact form and the service enquiry dialog.',
  total: 'Total',
  statsLabel: 'Enquiries by status',
  searchLabel: 'Search enquiries',
  searchPlaceholder: 'Search by name, email, or message...',
  statusFilterLabel: 'Status',
  allStatuses: 'All Status',
  verdictFilterLabel: 'Opportunity Card check',
  verdictFilters: { all: 'All enquiries', any: 'Any check' },
  exportCsv: 'Export CSV',
  exportHint: 'Downloads the enquiries of the current filter as a CSV file',
  tableLabel: 'Enquiries table',
  caption: 'Contact enquiries',
  columns: { contact: 'Contact', message: 'Message', status: 'Status', submitted: 'Submitted', actions: 'Actions' },
  sortBy: (column: string) => `Sort by ${column}`,
  statusOf: (name: string) => `Status of the enquiry from ${name}`,
  markRead: 'Mark as read',
  reply: 'Reply',
  delete: 'Delete',
  deleting: 'Deleting...',
  readFull: 'Read Full Message',
  forName: (label: string, name: string) => `${label}: ${name}`,
  confirmDelete: 'Are you sure you want to delete this enquiry?',
  empty: 'No enquiries found',
  emptyHint: 'Try another search or status filter.',
  loading: 'Loading enquiries...',
  // `atLeast`: the count stopped at its cap (lib/server/enquiries/cached.ts), so "10,000+".
  found: (count: number, atLeast = false) => (atLeast ? `${formatNumber(count)}+ enquiries found` : count === 1 ? '1 enquiry found' : `${count} enquiries found`),
  tryAgain: 'Try again',
  loadFailedInline: 'The enquiries could not be loaded.',
  // The page links' words are the shared pagination's (components/ui/pagination.tsx).
  pagination: { label: 'Pagination' },
  // SPEC section 8.
  toasts: {
    fetchFailed: 'Failed to fetch enquiries',
    statusUpdated: 'Status updated successfully',
    statusFailed: 'Failed to update status',
    markedRead: 'Marked as read',
    markReadFailed: 'Failed to mark as read',
    deleted: 'Enquiry deleted successfully',
    deleteFailed: 'Failed to delete enquiry',
  },
} as const;

export const ENQUIRY_MODAL_COPY = {
  heading: (name: string) => `Enquiry from ${name}`,
  none: 'None',
  deliveryHeading: 'E-mail delivery',
  notification: 'Notification to the team',
  acknowledgement: 'Acknowledgement to the lead',
  deliveryLoading: 'Loading...',
  deliveryUnavailable: 'Delivery status could not be loaded',
  delivery: {
    notQueued: 'Not queued',
    pending: (attempts: number, next: string | null) =>
      `Pending (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} so far)${next ? `, next attempt ${next}` : ''}`,
    sent: (at: string | null) => (at ? `Sent ${at}` : 'Sent'),
    failed: (error: string | null) => `Failed: ${error ?? 'unknown error'}`,
  },
  close: 'Close',
} as const;
