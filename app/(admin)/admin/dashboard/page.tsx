import type { Metadata } from 'next';
import { DashboardCharts } from '@/components/admin/dashboard/dashboard-charts';
import { LeadSources } from '@/components/admin/dashboard/lead-sources';
import { RecentEnquiries } from '@/components/admin/dashboard/recent-enquiries';
import { StatCards } from '@/components/admin/dashboard/stat-cards';
import { TopPosts } from '@/components/admin/dashboard/top-posts';
import { TasksDue } from '@/components/admin/dashboard/tasks-due';
import { cachedDueTasks } from '@/lib/server/enquiries/cached';
import { NewsletterSection } from '@/components/admin/dashboard/newsletter-section';
import { LaunchCheckPanel } from '@/components/admin/dashboard/launch-check-panel';
import { launchCheck } from '@/lib/server/launch/launch-check';
import { cachedPostsWithoutAuthor } from '@/lib/server/posts/cached';
import { QuickActions } from '@/components/admin/quick-actions';
import { WelcomeBanner } from '@/components/admin/welcome-banner';
import { requirePageUser } from '@/lib/server/auth/guard';
import { isFirstSignIn } from '@/lib/server/auth/sessions';
import { can } from '@/lib/auth/permissions';
import { loadCachedDashboard, loadCachedNewsletterFigures } from '@/lib/server/dashboard/cached';
import { berlinDay } from '@/lib/time/berlin';
import { formatDate } from '@/lib/time/format';
import { parseLeadPeriod } from '@/lib/dashboard/lead-period';
import { markLeadRead, setLeadStatus } from '../enquiries/actions';
import { PipelineFigures } from '@/components/admin/dashboard/pipeline-figures';
import { getBookingFigures, getPipelineFunnel } from '@/lib/server/pipeline/funnel';
import { leadPeriodRange } from '@/lib/dashboard/lead-period';

export const metadata: Metadata = { title: 'Dashboard' };

type SearchParams = Record<string, string | string[] | undefined>;

export default async function DashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageUser('/admin/dashboard');
  // The span "where leads come from" covers, from the address (?period=7d|30d|90d|12m).
  const period = parseLeadPeriod((await searchParams).period);
  const now = new Date();
  const today = {
    text: formatDate(now, 'full'),
    iso: berlinDay(now),
  };
  // Never throws: a section that fails comes back as null and shows a notice in its place. Read
  // through the data cache: a repeated view reads no database until a write expires its figures.
  // Leads (names, e-mail addresses, messages) and their sources are read only for roles that may
  // see them.
  const leads = can(user.role, 'leads');
  const admin = can(user.role, 'staff');
  const orNull = <T,>(what: string, read: () => Promise<T>) =>
    read().catch((error: unknown) => {
      console.error(`Failed to read the ${what}`, error);
      return null;
    });
  // The newsletter's figures for the roles that write issues, read beside the rest (never rejects).
  const newsletter = can(user.role, 'posts') ? loadCachedNewsletterFigures() : null;
  const [data, tasksDue, launchItems, firstSignIn, funnel, bookings] = await Promise.all([
    loadCachedDashboard(now, { leads, period }),
    leads ? orNull('tasks due', () => cachedDueTasks(now)) : null,
    // What is still a placeholder before going live: the administrators' to-do list.
    admin ? orNull('launch check', () => launchCheck(now, cachedPostsWithoutAuthor)) : null,
    isFirstSignIn(user.sessionId),
    // The pipeline's funnel and the bookings figure (issue 47): a few counts, read each time.
    leads ? orNull('pipeline funnel', getPipelineFunnel) : null,
    leads ? orNull('booking figures', () => getBookingFigures(leadPeriodRange(period, now), now)) : null,
  ]);

  return (
    <div className="space-y-6">
      <WelcomeBanner name={user.name} firstSignIn={firstSignIn} today={today} />
      {admin && (launchItems === null || launchItems.length > 0) && <LaunchCheckPanel items={launchItems} />}
      {/* With lead access the leads come first (on a phone, what an adviser opens the page for),
          the blog's figures after; one order at every width, so reading order matches the screen. */}
      {leads ? (
        <>
          <StatCards stats={data.stats} group="leads" />
          <TasksDue data={tasksDue} />
          <PipelineFigures funnel={funnel} bookings={bookings} period={period} />
          <RecentEnquiries data={data.recentEnquiries} actions={{ markRead: markLeadRead, setStatus: setLeadStatus }} />
          <LeadSources period={period} data={data.leadSources} whatsapp={data.whatsappChats} checkFunnel={data.checkFunnel} />
          <StatCards stats={data.stats} group="blog" />
        </>
      ) : (
        <StatCards stats={data.stats} />
      )}
      <DashboardCharts posts={data.monthlyPosts} views={data.monthlyViews} stats={data.stats} />
      {newsletter && <NewsletterSection data={newsletter} />}
      {can(user.role, 'posts') && <QuickActions />}
      <TopPosts data={data.topPosts} />
    </div>
  );
}
