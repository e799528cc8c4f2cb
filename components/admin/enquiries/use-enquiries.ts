'use client';

import { useCallback, useEffect, useState } from 'react';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import type { EnquiryDto } from '@/lib/enquiries/dto';
import { reportFailure } from './enquiry-actions';
import { fetchEnquiryList, type EnquiryList } from './enquiries-api';

type Settled = { key: string; failed: boolean };

// Loads one page of enquiries for the given API address. The last list stays on screen while
// the next one loads (no layout jump); `loading` is derived from which request last finished.
export function useEnquiries(url: string) {
  const [version, setVersion] = useState(0);
  const [list, setList] = useState<EnquiryList | null>(null);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${version} ${url}`;

  useEffect(() => {
    const controller = new AbortController();
    void fetchEnquiryList(url, controller.signal).then((outcome) => {
      // A newer filter or a reload has taken over; its answer is the one to show.
      if (controller.signal.aborted) return;
      if (outcome.ok) setList(outcome.data);
      else reportFailure(COPY.toasts.fetchFailed, outcome);
      setSettled({ key, failed: !outcome.ok });
    });
    return () => controller.abort();
  }, [key, url]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);

  // Shows a changed or deleted row at once; the reload that follows brings the counts and order.
  const applyChange = useCallback(
    (change: { updated?: EnquiryDto; removedId?: string }) => {
      const { updated, removedId } = change;
      setList((current) => {
        if (!current) return current;
        const rows = current.enquiries
          .filter((row) => row._id !== removedId)
          .map((row) => (updated && row._id === updated._id ? { ...row, ...updated } : row));
        return { ...current, enquiries: rows };
      });
      reload();
    },
    [reload],
  );

  const loading = settled?.key !== key;
  return { list, loading, failed: !loading && Boolean(settled?.failed), reload, applyChange };
}
