import { DASHBOARD_COPY } from '@/lib/dashboard/copy';

// Shown while the dashboard's figures are read; the shapes match the sections that follow.
export default function DashboardLoading() {
  const block = 'animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none';
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{DASHBOARD_COPY.loading}</span>
      <div className={`${block} h-32`} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={`${block} h-36`} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={`${block} h-80`} />
        ))}
      </div>
    </div>
  );
}
