import 'server-only';
import { settledValue } from '@/lib/dashboard/settle';
import { DEFAULT_LEAD_PERIOD, leadPeriodRange, type LeadPeriod } from '@/lib/dashboard/lead-period';
import { sharedFigures } from './figures';
import { getLeadSources } from './lead-sources';
import { getWhatsAppChats } from '@/lib/server/whatsapp/clicks';
import { getCheckFunnel } from '@/lib/server/opportunity-card/funnel';
import { getDashboardStats, getMonthlyPosts, getMonthlyViews, getRecentEnquiries, getTopPosts } from './sections';
import type { CheckFunnel, DashboardStats, LeadSources, MonthlyCount, RecentEnquiries, TopPosts, WhatsAppChats } from '@/lib/dashboard/types';

// null = that section could not be loaded (already logged); the page shows a notice there.
export type DashboardData = {
  stats: DashboardStats | null;
  monthlyPosts: MonthlyCount[] | null;
  monthlyViews: MonthlyCount[] | null;
  recentEnquiries: RecentEnquiries | null;
  topPosts: TopPosts | null;
  leadSources: LeadSources | null;
  whatsappChats: WhatsAppChats | null;
  checkFunnel: CheckFunnel | null;
};

type Options = { leads?: boolean; period?: LeadPeriod };

// Everything the dashboard shows. Sections load side by side and fail on their own; figures
// two sections need are read once for both.
// leads: false leaves the newest enquiries (personal data), where leads come from, the WhatsApp
// chats and the Opportunity Card check's funnel unread, for roles without lead access. period: the
// span the last three are counted over.
export async function loadDashboard(now = new Date(), { leads = true, period = DEFAULT_LEAD_PERIOD }: Options = {}): Promise<DashboardData> {
  const shared = sharedFigures(now);
  const range = leadPeriodRange(period, now);
  const [stats, monthlyPosts, monthlyViews, recentEnquiries, topPosts, leadSources, whatsappChats, checkFunnel] = await Promise.allSettled([
    getDashboardStats(now, shared),
    getMonthlyPosts(now),
    getMonthlyViews(now, shared),
    leads ? getRecentEnquiries(shared) : Promise.resolve(null),
    getTopPosts(shared),
    leads ? getLeadSources(range) : Promise.resolve(null),
    leads ? getWhatsAppChats(range) : Promise.resolve(null),
    leads ? getCheckFunnel(range) : Promise.resolve(null),
  ]);
  return {
    stats: settledValue('stats', stats),
    monthlyPosts: settledValue('monthly posts', monthlyPosts),
    monthlyViews: settledValue('monthly views', monthlyViews),
    recentEnquiries: settledValue('recent enquiries', recentEnquiries),
    topPosts: settledValue('top posts', topPosts),
    leadSources: settledValue('lead sources', leadSources),
    whatsappChats: settledValue('whatsapp chats', whatsappChats),
    checkFunnel: settledValue('check funnel', checkFunnel),
  };
}
