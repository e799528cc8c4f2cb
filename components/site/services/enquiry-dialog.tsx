'use client';

import { Dialog, DialogCloseButton } from '@/components/ui/dialog';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { enquiryChatText } from '@/lib/content/whatsapp-messages';
import { browserChatWindow, openChat } from '@/lib/open-chat';
import { whatsappLink } from '@/lib/site';
import { reportWhatsAppClick } from '@/lib/whatsapp-clicks';
import { ENQUIRY_CLOSE_AFTER_SUCCESS_MS } from '@/lib/validation/lead-constants';
import { EnquiryForm } from './enquiry-form';
import { useEnquiryForm } from './use-enquiry-form';

export type EnquiryDialogHandle = { open(serviceName: string, opener: HTMLElement): void };

type Props = { ref: Ref<EnquiryDialogHandle>; whatsappNumber: string; phone: string };

// A native modal <dialog>: showModal() gives the focus trap, the inert page behind and Escape.
export function EnquiryDialog({ ref, whatsappNumber, phone }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [serviceName, setServiceName] = useState('');

  const close = () => dialogRef.current?.close();
  const form = useEnquiryForm(serviceName, () => {
    if (dialogRef.current?.open) closeTimer.current = window.setTimeout(close, ENQUIRY_CLOSE_AFTER_SUCCESS_MS);
  });

  useImperativeHandle(ref, () => ({
    open(name, from) {
      opener.current = from;
      setServiceName(name);
      form.clearStatus();
      const dialog = dialogRef.current;
      if (!dialog || dialog.open) return;
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>('#enquiry-name')?.focus();
    },
  }));

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby="enquiry-dialog-title"
      aria-describedby="enquiry-dialog-description"
      className="m-auto w-[calc(100%-1.5rem)] max-w-lg overflow-hidden rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={() => {
        window.clearTimeout(closeTimer.current);
        opener.current?.focus();
      }}
    >
      <div className="max-h-[calc(100dvh-1.5rem)] overflow-y-auto p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Service enquiry</p>
            <h2 id="enquiry-dialog-title" className="mt-1 text-xl font-bold text-slate-900">
              {serviceName}
            </h2>
          </div>
          <DialogCloseButton label="Close" onClick={close} />
        </div>
        <p id="enquiry-dialog-description" className="mt-2 mb-5 text-slate-700">
          Tell us a little about yourself and your plans, and we will get back to you. All fields are required.
        </p>
        <EnquiryForm
          form={form}
          onWhatsapp={() => {
            // Counted (page and service only) before the chat opens; the chat opens whatever the count does.
            reportWhatsAppClick(serviceName);
            openChat(whatsappLink(whatsappNumber, enquiryChatText(serviceName, form.values)), phone, browserChatWindow());
            close();
          }}
        />
      </div>
    </Dialog>
  );
}
