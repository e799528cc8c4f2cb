import { Eye, FileText, Heart, Inbox, Mail } from 'lucide-react';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import { addedThisMonth, formatCount, type MonthChange } from '@/lib/dashboard/month-change';
import type { DashboardStats } from '@/lib/dashboard/types';
import { ChangeLine } from './change-line';
import { InlineNotice } from './inline-notice';

const COPY = DASHBOARD_COPY.stats;

type Card = { label: string; value: number; Icon: typeof Eye; details: string[]; change?: MonthChange };

function cardsFor(stats: DashboardStats): Card[] {
  const { posts, views, likes, enquiries, newEnquiries } = stats;
  return [
    { label: COPY.posts, value: posts.total, Icon: FileText, details: [addedThisMonth(posts.thisMonth)], change: posts.change },
    { label: COPY.views, value: views.total, Icon: Eye, details: [addedThisMonth(views.thisMonth)], change: views.change },
    { label: COPY.likes, value: likes.total, Icon: Heart, details: [addedThisMonth(likes.thisMonth)], change: likes.change },
    {
      label: COPY.newEnquiries,
      value: newEnquiries.total,
      Icon: Inbox,
      details: [COPY.unread(formatCount(newEnquiries.unread)), COPY.newThisMonth(formatCount(newEnquiries.thisMonth))],
    },
    {
      label: COPY.monthEnquiries,
      value: enquiries.thisMonth,
      Icon: Mail,
      details: [COPY.allTime(formatCount(enquiries.total))],
      change: enquiries.change,
    },
  ];
}

export function StatCards({ stats }: { stats: DashboardStats | null }) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {COPY.title}
      </h2>
      {stats ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
          {cardsFor(stats).map(({ label, value, Icon, details, change }) => (
            <li key={label} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-medium text-slate-600">{label}</h3>
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
              </div>
              <p className="mt-2 text-3xl font-bold text-slate-900">{formatCount(value)}</p>
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
