'use client';

import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { POST_LIST as COPY } from '@/lib/content/post-form';

// The list could not be read (usually the database is down). The fixed toast id keeps a
// re-render or Strict Mode's double effect from stacking copies of the same toast.
// retry (Next 16.3+) fetches the page again from the server, unlike reset.
export default function PostManagementError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(COPY.fetchFailed, error);
    toast.error(COPY.fetchFailed, { id: 'admin-blogs-fetch' });
  }, [error]);

  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-2xl font-bold text-slate-900">{COPY.title}</h1>
      <p className="text-red-800">{COPY.fetchFailed}</p>
      <button type="button" onClick={() => retry()} className={buttonClass('primary')}>
        {COPY.tryAgain}
      </button>
    </div>
  );
}
