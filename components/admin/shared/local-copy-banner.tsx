import { buttonClass } from '@/components/ui/button';
import { LOCAL_COPY as COPY } from '@/lib/content/local-copy';
import { formatDateTime } from '@/lib/time/format';

type Props = { savedAt: string; onRestore: () => void; onDiscard: () => void };

// The offer to bring back what this browser kept of a form that was not saved
// (components/admin/shared/use-local-copy.ts).
export function LocalCopyBanner({ savedAt, onRestore, onDiscard }: Props) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <p>{COPY.found(formatDateTime(savedAt, 'long'))}</p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass('primary', 'sm')} onClick={onRestore}>
          {COPY.restore}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDiscard}>
          {COPY.discard}
        </button>
      </div>
    </div>
  );
}
