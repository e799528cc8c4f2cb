'use client';

import { LoaderCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { useAction } from '@/components/ui/form/use-action';
import type { Action } from '@/lib/actions/result';
import { describeCounts } from '@/lib/retention/describe';
import type { RetentionRunDto } from '@/lib/retention/dto';

// Runs the retention job at once (it also runs by itself every day); the page then shows the new run.
export function RunNowButton({ runRetention }: { runRetention: Action<undefined, RetentionRunDto> }) {
  const { pending, run } = useAction();

  function onClick() {
    if (!window.confirm('Run the retention job now? Whatever is past its period is removed at once, as the daily run would.')) return;
    run(() => runRetention(undefined), { failed: 'The retention job could not run', onSuccess: (done) => toast.success(`The retention job ran: ${describeCounts(done.counts)}`) });
  }

  return (
    <button type="button" onClick={onClick} disabled={pending} aria-busy={pending || undefined} className={buttonClass('secondary')}>
      {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
      {pending ? 'Running...' : 'Run now'}
    </button>
  );
}
