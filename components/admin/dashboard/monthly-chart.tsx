'use client';

import type { ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { MonthlyCount } from '@/lib/dashboard/types';
import { CHART_COLOURS, TICK_CAP } from './chart-setup';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

type Props = { kind: 'line' | 'bar'; dataset: string; series: MonthlyCount[] };

function optionsFor(reduced: boolean): ChartOptions<'line'> & ChartOptions<'bar'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reduced ? false : undefined,
    plugins: { tooltip: { animation: reduced ? false : { duration: 400 } } },
    scales: {
      // Twelve month labels do not fit at 360 px: keep them level and let the axis skip some.
      x: { ticks: { autoSkip: true, maxRotation: 0 } },
      y: { beginAtZero: true, ticks: { precision: 0, maxTicksLimit: TICK_CAP } },
    },
  };
}

// Posts or views per month. The figure around it provides the text alternative, so the canvas
// (which brings its own unnamed role="img") is hidden from assistive technology.
export function MonthlyChart({ kind, dataset, series }: Props) {
  const reduced = useReducedMotion();
  const labels = series.map((point) => point.label);
  const values = series.map((point) => point.count);
  const options = optionsFor(reduced);
  if (kind === 'line') {
    const data = { labels, datasets: [{ label: dataset, data: values, borderColor: CHART_COLOURS.brand, backgroundColor: CHART_COLOURS.brand, tension: 0.3 }] };
    return <Line data={data} options={options} aria-hidden="true" />;
  }
  const data = { labels, datasets: [{ label: dataset, data: values, backgroundColor: CHART_COLOURS.brandFill, borderRadius: 4 }] };
  return <Bar data={data} options={options} aria-hidden="true" />;
}
