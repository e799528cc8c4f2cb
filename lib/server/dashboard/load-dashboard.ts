import 'server-only';
import { settledValue } from '@/lib/dashboard/settle';
import { sharedFigures } from './figures';
import { getDashboardStats, getMonthlyPosts, getMonthlyViews, getRecentEnquiries, getTopPosts } from './sections';
import type { DashboardStats, MonthlyCount, RecentEnquiries, TopPosts } from '@/lib/dashboard/types';

// null = that section could not be loaded (already logged); the page shows a notice there.
export type DashboardData = {
  stats: DashboardStats | null;
  monthlyPosts: MonthlyCount[] | null;
  monthlyViews: MonthlyCount[] | null;
  recentEnquiries: RecentEnquiries | null;
  topPosts: TopPosts | null;
};

// Everything the dashboard shows. Sections load side by side and fail on their own; figures
// two sections need are read once for both.
// leads: false leaves the newest enquiries (personal data) unread, for roles without lead access.
export async function loadDashboard(now = new Date(), { leads = true }: { leads?: boolean } = {}): Promise<DashboardData> {
  const shared = sharedFigures(now);
  const [stats, monthlyPosts, monthlyViews, recentEnquiries, topPosts] = await Promise.allSettled([
    getDashboardStats(now, shared),
    getMonthlyPosts(now),
    getMonthlyViews(now, shared),
    leads ? getRecentEnquiries(shared) : Promise.resolve(null),
    getTopPosts(shared),
  ]);
  return {
    stats: settledValue('stats', stats),
    monthlyPosts: settledValue('monthly posts', monthlyPosts),
    monthlyViews: settledValue('monthly views', monthlyViews),
    recentEnquiries: settledValue('recent enquiries', recentEnquiries),
    topPosts: settledValue('top posts', topPosts),
  };
}
