import { Eye, FileText, Heart, Inbox, Mail } from 'lucide-react';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import { addedThisMonth, type MonthChange } from '@/lib/dashboard/month-change';
import { formatNumber } from '@/lib/time/format';
import type { DashboardStats } from '@/lib/dashboard/types';
import { ChangeLine } from './change-line';
import { InlineNotice } from './inline-notice';

const COPY = DASHBOARD_COPY.stats;

type Card = { label: string; value: number; Icon: typeof Eye; details: string[]; change?: MonthChange };

// The figures shown: all five, or the leads' and the blog's apart (for roles with lead access,
// whose dashboard starts with the leads).
export type StatGroup = 'all' | 'leads' | 'blog';

const GROUPS: Record<StatGroup, { titleId: string; title: string; grid: string }> = {
  all: { titleId: 'stats-title', title: COPY.title, grid: 'sm:grid-cols-2 xl:grid-cols-5' },
  leads: { titleId: 'lead-stats-title', title: COPY.leadsTitle, grid: 'sm:grid-cols-2' },
  blog: { titleId: 'blog-stats-title', title: COPY.blogTitle, grid: 'sm:grid-cols-3' },
};

function blogCards({ posts, views, likes }: DashboardStats): Card[] {
  return [
    { label: COPY.posts, value: posts.total, Icon: FileText, details: [addedThisMonth(posts.thisMonth)], change: posts.change },
    { label: COPY.views, value: views.total, Icon: Eye, details: [addedThisMonth(views.thisMonth)], change: views.change },
    { label: COPY.likes, value: likes.total, Icon: Heart, details: [addedThisMonth(likes.thisMonth)], change: likes.change },
  ];
}

function leadCards({ enquiries, newEnquiries }: DashboardStats): Card[] {
  return [
    {
      label: COPY.newEnquiries,
      value: newEnquiries.total,
      Icon: Inbox,
      details: [COPY.unread(formatNumber(newEnquiries.unread)), COPY.newThisMonth(formatNumber(newEnquiries.thisMonth))],
    },
    {
      label: COPY.monthEnquiries,
      value: enquiries.thisMonth,
      Icon: Mail,
      details: [COPY.allTime(formatNumber(enquiries.total))],
      change: enquiries.change,
    },
  ];
}

function cardsFor(stats: DashboardStats, group: StatGroup): Card[] {
  if (group === 'leads') return leadCards(stats);
  if (group === 'blog') return blogCards(stats);
  return [...blogCards(stats), ...leadCards(stats)];
}

export function StatCards({ stats, group = 'all' }: { stats: DashboardStats | null; group?: StatGroup }) {
  const { titleId, title, grid } = GROUPS[group];
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      {stats ? (
        <ul className={`grid gap-4 ${grid}`}>
          {cardsFor(stats, group).map(({ label, value, Icon, details, change }) => (
            <li key={label} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-medium text-slate-600">{label}</h3>
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
              </div>
              <p className="mt-2 text-3xl font-bold text-slate-900">{formatNumber(value)}</p>
              {details.map((line) => (
                <p key={line} className="mt-1 text-sm text-slate-700">
                  {line}
                </p>
              ))}
              {change && <ChangeLine change={change} />}
            </li>
          ))}
        </ul>
      ) : (
        <InlineNotice />
      )}
    </section>
  );
}
