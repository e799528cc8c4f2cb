import 'server-only';
import { enquiryCounts, type EnquiryCounts } from '@/lib/server/enquiries/queries';
import { lastMonths } from '@/lib/dashboard/month-range';
import { postTotals, type PostTotals } from './post-totals';
import { viewsByMonth } from './views-by-month';

export const SERIES_MONTHS = 12;

// Figures that more than one section shows. A page render makes one set and hands it to every
// section, so each is read once; FerretDB answers queries one at a time with a full scan, which
// makes every repeat cost whole seconds at volume. Loaded lazily: a section asks, the first
// asking starts the read.
export type SharedFigures = {
  postTotals: () => Promise<PostTotals>;
  enquiryCounts: () => Promise<EnquiryCounts>;
  // The SERIES_MONTHS Berlin months up to the current one, keyed YYYY-MM.
  monthlyViews: () => Promise<Map<string, number>>;
};

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

export function sharedFigures(now: Date): SharedFigures {
  return {
    postTotals: once(postTotals),
    enquiryCounts: once(enquiryCounts),
    monthlyViews: once(() => viewsByMonth(lastMonths(now, SERIES_MONTHS))),
  };
}
