'use client';

import { Dialog, DialogCloseButton } from '@/components/ui/dialog';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { enquiryChatText, type EnquiryDetails } from '@/lib/content/whatsapp-messages';
import { browserChatWindow, openChat } from '@/lib/open-chat';
import { whatsappLink } from '@/lib/site';
import { reportWhatsAppClick } from '@/lib/whatsapp-clicks';
import { EnquiryForm } from './enquiry-form';
import { EnquirySent } from './enquiry-sent';
import type { EnquiryTexts } from './enquiry-texts';
import { useEnquiryForm } from './use-enquiry-form';

export type EnquiryDialogHandle = { open(serviceName: string, opener: HTMLElement): void };

type Props = {
  ref: Ref<EnquiryDialogHandle>;
  whatsappNumber: string;
  phone: string;
  // Tells the page that an enquiry about this service arrived (it keeps a note beside its buttons).
  onSent: (serviceName: string) => void;
  texts: EnquiryTexts;
};

// A native modal <dialog>: showModal() gives the focus trap, the inert page behind and Escape.
// After a successful submission it shows the confirmation (EnquirySent) until the visitor closes it.
export function EnquiryDialog({ ref, whatsappNumber, phone, onSent, texts }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [serviceName, setServiceName] = useState('');
  // What was sent, for the confirmation's chat; null while the form is shown.
  const [sent, setSent] = useState<EnquiryDetails | null>(null);

  const close = () => dialogRef.current?.close();
  const form = useEnquiryForm(serviceName, texts, (details) => {
    setSent(details);
    onSent(serviceName);
  });

  const chat = (details: EnquiryDetails) => {
    // Counted (page and service only) before the chat opens; the chat opens whatever the count does.
    reportWhatsAppClick(serviceName);
    openChat(whatsappLink(whatsappNumber, enquiryChatText(texts.whatsapp, serviceName, details)), phone, browserChatWindow());
    close();
  };

  useImperativeHandle(ref, () => ({
    open(name, from) {
      opener.current = from;
      // At once, so the form is back (after a confirmation) before its first field takes the focus.
      flushSync(() => {
        setServiceName(name);
        setSent(null);
      });
      form.clearStatus();
      const dialog = dialogRef.current;
      if (!dialog || dialog.open) return;
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>('#enquiry-name')?.focus();
    },
  }));

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby="enquiry-dialog-title"
      aria-describedby={sent ? undefined : 'enquiry-dialog-description'}
      className="m-auto w-[calc(100%-1.5rem)] max-w-lg overflow-hidden rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={() => opener.current?.focus()}
    >
      <div className="max-h-[calc(100dvh-1.5rem)] overflow-y-auto p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{texts.eyebrow}</p>
            <h2 id="enquiry-dialog-title" className="mt-1 text-xl font-bold text-slate-900">
              {texts.titles[serviceName] ?? serviceName}
            </h2>
          </div>
          <DialogCloseButton label={texts.close} onClick={close} />
        </div>
        {sent ? (
          <div className="mt-4">
            <EnquirySent texts={texts} onWhatsapp={() => chat(sent)} onClose={close} />
          </div>
        ) : (
          <>
            <p id="enquiry-dialog-description" className="mt-2 mb-5 text-slate-700">
              {texts.description}
            </p>
            <EnquiryForm form={form} texts={texts} onWhatsapp={() => chat(form.values)} />
          </>
        )}
      </div>
    </Dialog>
  );
}
