import type { EnquiryDto } from '@/lib/enquiries/dto';
import type { MonthChange } from './month-change';

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
