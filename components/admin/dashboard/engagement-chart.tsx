'use client';

import type { ChartOptions } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { CHART_COLOURS } from './chart-setup';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

type Props = { parts: { label: string; value: number }[] };

const COLOURS = [CHART_COLOURS.brand, CHART_COLOURS.likes, CHART_COLOURS.enquiries];

// Views, likes and enquiries side by side. The figure around it provides the text alternative.
export function EngagementChart({ parts }: Props) {
  const reduced = useReducedMotion();
  const data = {
    labels: parts.map((part) => part.label),
    datasets: [{ data: parts.map((part) => part.value), backgroundColor: COLOURS, borderWidth: 1 }],
  };
  const options: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reduced ? false : undefined,
    plugins: { tooltip: { animation: reduced ? false : { duration: 400 } } },
  };
  // The canvas brings its own unnamed role="img"; the named wrapper around it speaks for it.
  return <Doughnut data={data} options={options} aria-hidden="true" />;
}
