'use client';

import { useRef, useState } from 'react';
import type { EnquiryDto } from '@/lib/enquiries/dto';
import { goToLogin } from '@/components/admin/admin-api';
import { fetchEnquiry } from './enquiries-api';

// Where focus goes if the button that opened the modal is gone (its row left the filter).
export const TABLE_REGION_ID = 'enquiries-table';

// The enquiry shown in the detail modal: the list row at once, then the full record with its
// delivery state once GET /{id} answers.
export function useEnquiryDetail() {
  const [selected, setSelected] = useState<EnquiryDto | null>(null);
  const [detailFailed, setDetailFailed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const request = useRef<AbortController | null>(null);

  function open(row: EnquiryDto, trigger: HTMLElement) {
    opener.current = trigger;
    setSelected(row);
    setDetailFailed(false);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    void fetchEnquiry(row._id, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.ok) {
        setSelected((current) => (current?._id === row._id ? { ...current, ...outcome.data } : current));
        return;
      }
      // The row's data is still shown; only the delivery state is missing.
      console.error('Failed to fetch enquiry', outcome);
      setDetailFailed(true);
      if (outcome.status === 401) goToLogin();
    });
  }

  function close() {
    request.current?.abort();
    setSelected(null);
    const target = opener.current?.isConnected ? opener.current : document.getElementById(TABLE_REGION_ID);
    target?.focus();
  }

  // A status change from the modal or the table: the PATCH answer has no delivery state, keep ours.
  function update(updated: EnquiryDto) {
    setSelected((current) => (current?._id === updated._id ? { ...current, ...updated, delivery: updated.delivery ?? current.delivery } : current));
  }

  return { selected, detailFailed, open, close, update };
}
