import { Minus, Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import type { ChangeDirection, MonthChange } from '@/lib/dashboard/month-change';

// The arrow and colour repeat what the words say; the words alone carry the meaning.
const LOOK: Record<ChangeDirection, { Icon: typeof Minus; className: string }> = {
  up: { Icon: TrendingUp, className: 'text-green-700' },
  down: { Icon: TrendingDown, className: 'text-red-700' },
  same: { Icon: Minus, className: 'text-slate-600' },
  new: { Icon: Sparkles, className: 'text-brand-700' },
  none: { Icon: Minus, className: 'text-slate-600' },
};

export function ChangeLine({ change }: { change: MonthChange }) {
  const { Icon, className } = LOOK[change.direction];
  return (
    <p className={`mt-1 flex items-start gap-1 text-sm font-medium ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{change.text}</span>
    </p>
  );
}
