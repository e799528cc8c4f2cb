import Link from 'next/link';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import { formatNumber } from '@/lib/time/format';
import type { TopPosts as Data } from '@/lib/dashboard/types';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { DashboardPanel } from './dashboard-panel';
import { InlineNotice } from './inline-notice';

const COPY = DASHBOARD_COPY.top;

export function TopPosts({ data }: { data: Data | null }) {
  return (
    <DashboardPanel id="top-posts-title" title={COPY.title}>
      {!data && <InlineNotice />}
      {data?.posts.length === 0 && <p className="text-slate-600">{COPY.empty}</p>}
      {data && data.posts.length > 0 && (
        <ol className="space-y-4">
          {data.posts.map((post, index) => (
            <li key={post.id} className="flex gap-3">
              <span aria-hidden="true" className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <Link href={`/blog/${encodeURIComponent(post.slug)}`} prefetch={false} className={`rounded-sm font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline ${FOCUS_RING}`}>
                  {post.headline}
                </Link>
                <p className="text-sm text-slate-700">
                  {COPY.views(post.views, formatNumber(post.views))} · {COPY.likes(post.likes, formatNumber(post.likes))} · {COPY.share(formatNumber(post.share, { fractionDigits: 1 }))}
                </p>
                <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
                  <div className="h-1.5 rounded-full bg-brand-700" style={{ width: `${Math.min(post.share, 100)}%` }} />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </DashboardPanel>
  );
}
