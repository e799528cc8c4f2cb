'use client';

import { LoaderCircle } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { buttonClass } from '@/components/ui/button';
import { describeCounts } from '@/lib/retention/describe';
import type { RetentionRunDto } from '@/lib/retention/dto';

// Runs the retention job at once (it also runs by itself every day), then shows the new run.
export function RunNowButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function run() {
    if (!window.confirm('Run the retention job now? Whatever is past its period is removed at once, as the daily run would.')) return;
    setBusy(true);
    const result = await callAdminApi('/api/v1/data-protection/runs', { method: 'POST' });
    setBusy(false);
    if (result.ok) {
      const run = (result.body as { data: RetentionRunDto }).data;
      toast.success(`The retention job ran: ${describeCounts(run.counts)}`);
      router.refresh();
      return;
    }
    if (result.status === 401) return goToLogin();
    toast.error(result.message ?? 'The retention job could not run');
    router.refresh();
  }

  return (
    <button type="button" onClick={() => void run()} disabled={busy} aria-busy={busy || undefined} className={buttonClass('secondary')}>
      {busy && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
      {busy ? 'Running...' : 'Run now'}
    </button>
  );
}
