import type { Locale } from '@/i18n/locales';
import type { EnquirySource, EnquiryStatus } from '@/lib/validation/enquiry';
import type { Verdict } from '@/lib/opportunity-card/assess';

// How one e-mail about an enquiry is doing (the outbox's view), for the admin detail modal.
export type DeliveryDto = {
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string | null;
};

// An enquiry as the admin API and screens see it: string id, ISO dates, no internal fields.
export type EnquiryDto = {
  _id: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  status: EnquiryStatus;
  isRead: boolean;
  source: EnquirySource;
  serviceName: string | null;
  city: string | null;
  // The language of the page the lead came from ('en' for leads stored before leads had one).
  locale: Locale;
  submittedAt: string;
  // The staff member who owns the lead (an account id) and when to get back to it (the start of
  // a Berlin day, ISO); null when unassigned or none set.
  assignedTo: string | null;
  followUpAt: string | null;
  // Present on the detail call (GET /api/v1/contact/enquiries/{id}); null = no such e-mail queued.
  delivery?: { notification: DeliveryDto | null; acknowledgement: DeliveryDto | null };
  // The verdict of the Opportunity Card check sent with the lead (the inbox's badge); absent on
  // leads without one, so their answers stay as they were.
  checkVerdict?: Verdict;
};

export type EnquiryStats = { total: number; new: number; read: number; replied: number; closed: number };

export type EnquiryPagination = {
  currentPage: number;
  totalPages: number;
  totalEnquiries: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
};

// One page of the inbox: what GET /api/v1/contact/enquiries answers and the admin screen shows.
export type EnquiryList = { enquiries: EnquiryDto[]; pagination: EnquiryPagination; stats: EnquiryStats };

// The admin screen's list: a filtered view's total may be a lower bound (`totalCapped`, shown as
// "10,000+"), where an exact count would read every match.
export type InboxList = EnquiryList & { totalCapped: boolean };

// A lead's e-mail the outbox gave up on, for the back office's banner and its Resend button.
export type FailedLeadMailDto = {
  enquiryId: string;
  fullName: string;
  // notification, acknowledgement or reply:<id>
  kind: string;
  to: string;
  subject: string;
  lastError: string | null;
  failedAt: string | null;
};

// Follow-ups due today and overdue, for the dashboard.
export type DueFollowUps = {
  overdue: number;
  today: number;
  items: Array<{ _id: string; fullName: string; serviceName: string | null; followUpAt: string; overdue: boolean; ownerName: string | null }>;
};

// Where the visitor came from, as the forms sent it (lib/validation/lead.ts); null for leads
// without it (stored before attribution existed, or sent by another client).
export type EnquiryAttribution = Partial<
  Record<'pagePath' | 'referrer' | 'landingPage' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent', string>
>;

// One row of the CSV export: the enquiry, its attribution and its check's total (with checkVerdict).
export type EnquiryExportRow = EnquiryDto & { attribution: EnquiryAttribution | null; checkTotal?: number };
