'use client';

import dynamic from 'next/dynamic';

// chart.js draws on a canvas in the browser only, so its code is fetched after the page shows
// (and never by other pages); the placeholder keeps the layout from jumping meanwhile.
function ChartPlaceholder() {
  return <div className="h-full w-full animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />;
}

export const LazyMonthlyChart = dynamic(() => import('./monthly-chart').then((m) => m.MonthlyChart), {
  ssr: false,
  loading: ChartPlaceholder,
});

export const LazyEngagementChart = dynamic(() => import('./engagement-chart').then((m) => m.EngagementChart), {
  ssr: false,
  loading: ChartPlaceholder,
});
