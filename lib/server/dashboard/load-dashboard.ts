import 'server-only';
import { settledValue } from '@/lib/dashboard/settle';
import { DEFAULT_LEAD_PERIOD, leadPeriodRange, type LeadPeriod, type LeadPeriodRange } from '@/lib/dashboard/lead-period';
import { sharedFigures, type SharedFigures } from './figures';
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

// Where the figures come from: the passes, and the two lead-period sections that are one read each.
export type DashboardSources = {
  shared: SharedFigures;
  whatsappChats: (range: LeadPeriodRange) => Promise<WhatsAppChats>;
  checkFunnel: (range: LeadPeriodRange) => Promise<CheckFunnel>;
};

// Every section from the given sources. Sections load side by side and fail on their own; a pass
// two sections need is read once for both. leads: false leaves the newest enquiries (personal
// data), where leads come from, the WhatsApp chats and the Opportunity Card check's funnel unread,
// for roles without lead access. period: the span the last three are counted over.
export async function assembleDashboard(now: Date, { leads = true, period = DEFAULT_LEAD_PERIOD }: Options, sources: DashboardSources): Promise<DashboardData> {
  const { shared } = sources;
  const range = leadPeriodRange(period, now);
  const [stats, monthlyPosts, monthlyViews, recentEnquiries, topPosts, leadSources, whatsappChats, checkFunnel] = await Promise.allSettled([
    getDashboardStats(now, shared),
    getMonthlyPosts(now, shared),
    getMonthlyViews(now, shared),
    leads ? getRecentEnquiries(shared) : Promise.resolve(null),
    getTopPosts(shared),
    leads ? getLeadSources(range, shared) : Promise.resolve(null),
    leads ? sources.whatsappChats(range) : Promise.resolve(null),
    leads ? sources.checkFunnel(range) : Promise.resolve(null),
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

// Everything the dashboard shows, read straight from the database (the benchmark and the tests;
// the page reads through the data cache, loadCachedDashboard in cached.ts).
export async function loadDashboard(now = new Date(), options: Options = {}): Promise<DashboardData> {
  return assembleDashboard(now, options, { shared: sharedFigures(now, options), whatsappChats: getWhatsAppChats, checkFunnel: getCheckFunnel });
}
