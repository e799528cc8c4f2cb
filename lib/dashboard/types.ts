import type { EnquiryDto } from '@/lib/enquiries/enquiry';
import type { MonthChange } from './month-change';
import type { LeadPeriod } from './lead-period';

// Shapes the dashboard's data functions hand to its components: plain values, string ids, ISO dates.

// A running total and how much of it arrived this Berlin month and the month before.
export type MonthFigure = { total: number; thisMonth: number; lastMonth: number; change: MonthChange };

export type DashboardStats = {
  posts: MonthFigure;
  views: MonthFigure;
  likes: MonthFigure;
  // total = every enquiry ever; thisMonth/lastMonth = received in that month.
  enquiries: MonthFigure;
  // Status 'new' is a snapshot without history, so it carries counts, not a month-over-month change.
  newEnquiries: { total: number; unread: number; thisMonth: number };
};

export type MonthlyCount = { key: string; label: string; count: number };

export type TopPost = { id: string; slug: string; headline: string; views: number; likes: number; share: number };
export type TopPosts = { totalViews: number; posts: TopPost[] };

export type DashboardEnquiry = Pick<EnquiryDto, '_id' | 'fullName' | 'email' | 'message' | 'status' | 'isRead' | 'serviceName' | 'submittedAt'>;
export type RecentEnquiries = { total: number; items: DashboardEnquiry[] };

// One line of a "where leads come from" table. key is stable (service name, source, path or post
// id); label is what the team reads; detail a second line (a source's kind, a post's address).
export type FigureRow = { key: string; label: string; count: number; detail?: string; href?: string };

// Leads received in a period, counted four ways (lib/server/dashboard/lead-sources.ts).
export type LeadSources = {
  period: LeadPeriod;
  // Berlin days, both included.
  firstDay: string;
  lastDay: string;
  total: number;
  byService: FigureRow[];
  bySource: FigureRow[];
  byLandingPage: FigureRow[];
  // Posts whose page a lead landed on or was sent from; blogLeads = leads with any such post.
  blogPosts: FigureRow[];
  blogLeads: number;
};

// WhatsApp chats started from the public site's buttons in a period: rows per page (label) and
// service (detail), most first.
export type WhatsAppChats = { period: LeadPeriod; firstDay: string; lastDay: string; total: number; rows: FigureRow[] };

// The Opportunity Card check's funnel in a period (lib/server/opportunity-card/funnel.ts): checks
// started, results shown and enquiries sent from the check, per Berlin day (days without any
// left out, newest first) and in total, with the two conversion ratios in percent (null when
// there is nothing to divide by).
export type CheckFunnelCounts = { started: number; result: number; enquiry: number };
export type CheckFunnelDay = CheckFunnelCounts & { day: string };
export type CheckFunnel = {
  period: LeadPeriod;
  firstDay: string;
  lastDay: string;
  days: CheckFunnelDay[];
  totals: CheckFunnelCounts;
  resultRate: number | null;
  enquiryRate: number | null;
};
