import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Imported only by the dashboard's chart components, so chart.js is registered once and only
// loaded on this page. Defaults from SPEC section 9: legend on top, 400 ms tooltip animation.
Chart.register(ArcElement, BarElement, CategoryScale, Legend, LinearScale, LineElement, PointElement, Tooltip);
Chart.defaults.plugins.legend.position = 'top';
Chart.defaults.plugins.tooltip.animation = { duration: 400 };

// SPEC's tick cap; the axis still thins its ticks to what fits, which matters at 360 px.
export const TICK_CAP = 1000;

export const CHART_COLOURS = {
  brand: '#1e40af',
  brandFill: 'rgba(30, 64, 175, 0.75)',
  likes: '#db2777',
  enquiries: '#059669',
};
