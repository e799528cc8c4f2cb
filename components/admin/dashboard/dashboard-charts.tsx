import { seriesSummary, shareSummary } from '@/lib/dashboard/chart-summary';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import type { DashboardStats, MonthlyCount } from '@/lib/dashboard/types';
import { ChartFigure } from './chart-figure';
import { LazyEngagementChart, LazyMonthlyChart } from './lazy-charts';

const COPY = DASHBOARD_COPY.charts;

type Props = { posts: MonthlyCount[] | null; views: MonthlyCount[] | null; stats: DashboardStats | null };

function monthlyFigures(copy: { title: string; unit: string; dataset: string }, series: MonthlyCount[]) {
  return {
    summary: seriesSummary(copy.title, copy.unit, series),
    headers: [COPY.month, copy.dataset] as [string, string],
    rows: series.map((point) => ({ label: point.label, value: point.count })),
  };
}

// The three charts; each shows its own notice when its figures could not be loaded.
export function DashboardCharts({ posts, views, stats }: Props) {
  const [viewsLabel = '', likesLabel = '', enquiriesLabel = ''] = COPY.engagement.labels;
  const parts = stats
    ? [
        { label: viewsLabel, value: stats.views.total },
        { label: likesLabel, value: stats.likes.total },
        { label: enquiriesLabel, value: stats.enquiries.total },
      ]
    : [];
  return (
    <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
      <ChartFigure id="chart-posts" title={COPY.posts.title} figures={posts && monthlyFigures(COPY.posts, posts)}>
        {posts && <LazyMonthlyChart kind="line" dataset={COPY.posts.dataset} series={posts} />}
      </ChartFigure>
      <ChartFigure id="chart-views" title={COPY.views.title} figures={views && monthlyFigures(COPY.views, views)}>
        {views && <LazyMonthlyChart kind="bar" dataset={COPY.views.dataset} series={views} />}
      </ChartFigure>
      <ChartFigure
        id="chart-engagement"
        title={COPY.engagement.title}
        figures={stats && { summary: shareSummary(COPY.engagement.title, parts), headers: [COPY.measure, COPY.count], rows: parts }}
      >
        <LazyEngagementChart parts={parts} />
      </ChartFigure>
    </div>
  );
}
