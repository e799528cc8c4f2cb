import { TriangleAlert } from 'lucide-react';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';

// Stands in for a section whose figures could not be read; the rest of the dashboard still shows.
export function InlineNotice() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {DASHBOARD_COPY.notice}
    </p>
  );
}
