'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { LEAD_PAGE_COPY } from '@/lib/content/lead-workspace';
import { Dialog, DialogCloseButton } from '@/components/ui/dialog';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { buttonClass } from '@/components/ui/button';
import { ENQUIRY_MODAL_COPY as COPY } from '@/lib/content/enquiries';
import { ENQUIRY_LABELS as LABELS, ENQUIRY_SOURCE_LABELS, type EnquiryDto } from '@/lib/enquiries/enquiry';
import { mailtoHref } from '@/components/admin/reply-link';
import { formatDateTime } from '@/lib/time/format';
import { deliveryText } from '@/components/admin/shared/format';
import type { SetStatus } from '@/components/admin/shared/lead-actions';
import { StatusSelect } from '@/components/admin/shared/status-select';
import { DescriptionItem } from '@/components/ui/description-item';
import { LANGUAGE_NAMES } from '@/i18n/locales';

type Props = {
  enquiry: EnquiryDto | null;
  detailFailed: boolean;
  setStatus: SetStatus;
  onRefused: () => void;
  onClose: () => void;
};

function deliveryLine(enquiry: EnquiryDto, detailFailed: boolean, kind: 'notification' | 'acknowledgement'): string {
  if (enquiry.delivery) return deliveryText(enquiry.delivery[kind]);
  return detailFailed ? COPY.deliveryUnavailable : COPY.deliveryLoading;
}

// The full enquiry in a native modal <dialog>: showModal() makes the page behind inert (the
// focus trap) and Escape closes it; every way of closing ends in onClose, which returns focus.
export function EnquiryModal({ enquiry, detailFailed, setStatus, onRefused, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const isOpen = enquiry !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (isOpen && dialog && !dialog.open) dialog.showModal();
  }, [isOpen]);

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby="enquiry-modal-title"
      onClose={onClose}
      className="m-auto max-h-[90dvh] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {enquiry && (
        <div className="space-y-5 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="enquiry-modal-title" className="text-xl font-bold wrap-anywhere">
              {COPY.heading(enquiry.fullName)}
            </h2>
            <DialogCloseButton label={COPY.close} onClick={() => dialogRef.current?.close()} />
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            <DescriptionItem label={LABELS.fullName}>{enquiry.fullName}</DescriptionItem>
            <DescriptionItem label={LABELS.email}>
              <a href={mailtoHref(enquiry.email)} className={`text-brand-700 underline ${FOCUS_RING}`}>
                {enquiry.email}
              </a>
            </DescriptionItem>
            {enquiry.phoneNumber && <DescriptionItem label={LABELS.phoneNumber}>{enquiry.phoneNumber}</DescriptionItem>}
            <DescriptionItem label={LABELS.source}>{ENQUIRY_SOURCE_LABELS[enquiry.source] ?? enquiry.source}</DescriptionItem>
            <DescriptionItem label={LABELS.serviceName}>{enquiry.serviceName ?? COPY.none}</DescriptionItem>
            <DescriptionItem label={LABELS.city}>{enquiry.city ?? COPY.none}</DescriptionItem>
            <DescriptionItem label={LABELS.locale}>{LANGUAGE_NAMES[enquiry.locale]}</DescriptionItem>
            <DescriptionItem label={LABELS.submittedAt}>
              <time dateTime={enquiry.submittedAt}>{formatDateTime(enquiry.submittedAt)}</time>
            </DescriptionItem>
            <DescriptionItem label={LABELS.message} wide>
              <p className="whitespace-pre-line">{enquiry.message}</p>
            </DescriptionItem>
          </dl>
          <StatusSelect
            id="enquiry-modal-status"
            enquiryId={enquiry._id}
            label={LABELS.status}
            showLabel
            value={enquiry.status}
            setStatus={setStatus}
            onFailure={onRefused}
          />
          <section aria-labelledby="enquiry-delivery-title">
            <h3 id="enquiry-delivery-title" className="font-semibold">
              {COPY.deliveryHeading}
            </h3>
            <dl className="mt-2 space-y-2">
              <DescriptionItem label={COPY.notification}>{deliveryLine(enquiry, detailFailed, 'notification')}</DescriptionItem>
              <DescriptionItem label={COPY.acknowledgement}>{deliveryLine(enquiry, detailFailed, 'acknowledgement')}</DescriptionItem>
            </dl>
          </section>
          <div className="flex flex-wrap justify-end gap-2">
            <Link href={`/admin/enquiries/${enquiry._id}`} className={buttonClass('primary')}>
              {LEAD_PAGE_COPY.openPage}
            </Link>
            <button type="button" onClick={() => dialogRef.current?.close()} className={buttonClass('secondary')}>
              {COPY.close}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
