'use client';

import { Dialog, DialogCloseButton } from '@/components/ui/dialog';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { enquiryChatText, type EnquiryDetails } from '@/lib/content/whatsapp-messages';
import type { EnquiryAttachment } from '@/lib/leads/lead-attachment';
import { browserChatWindow, openChat } from '@/lib/open-chat';
import { whatsappLink } from '@/lib/site';
import { reportWhatsAppClick } from '@/lib/whatsapp-clicks/report';
import { EnquiryForm } from './enquiry-form';
import { EnquirySent } from './enquiry-sent';
import type { EnquiryTexts } from './enquiry-texts';
import { useEnquiryForm } from './use-enquiry-form';
import type { PublicFormAction } from '@/components/site/use-public-form';

// A self-check opens the dialog with its result attached (lib/leads/lead-attachment.ts).
export type EnquiryDialogHandle = { open(serviceName: string, opener: HTMLElement, attached?: EnquiryAttachment): void };

type Props = {
  ref: Ref<EnquiryDialogHandle>;
  whatsappNumber: string;
  phone: string;
  // Tells the page that an enquiry about this service arrived (it keeps a note beside its buttons).
  onSent: (serviceName: string) => void;
  texts: EnquiryTexts;
  // The page's sendServiceEnquiry, its language bound.
  action: PublicFormAction;
};

// A native modal <dialog>: showModal() gives the focus trap, the inert page behind and Escape.
// After a successful submission it shows the confirmation (EnquirySent) until the visitor closes it.
export function EnquiryDialog({ ref, whatsappNumber, phone, onSent, texts, action }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [serviceName, setServiceName] = useState('');
  // What was sent, for the confirmation's chat; null while the form is shown.
  const [sent, setSent] = useState<EnquiryDetails | null>(null);
  // The self-check's block sent with this enquiry, if it was opened with one.
  const [attached, setAttached] = useState<EnquiryAttachment | null>(null);

  const close = () => dialogRef.current?.close();
  const form = useEnquiryForm(action, texts, (details) => {
    setSent(details);
    onSent(serviceName);
  });

  const chat = (details: EnquiryDetails) => {
    // Counted (page and service only) before the chat opens; the chat opens whatever the count does.
    reportWhatsAppClick(serviceName);
    const text = enquiryChatText(texts.whatsapp, serviceName, details);
    openChat(whatsappLink(whatsappNumber, attached ? `${text}\n\n${attached.chatLine}` : text), phone, browserChatWindow());
    close();
  };

  useImperativeHandle(ref, () => ({
    open(name, from, attachment) {
      opener.current = from;
      // At once, so the form is back (after a confirmation) before its first field takes the focus.
      flushSync(() => {
        setServiceName(name);
        setSent(null);
        setAttached(attachment ?? null);
      });
      // The summary starts the message; what the visitor typed before stays below it.
      const message = dialogRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
      if (attachment && message) {
        const typed = message.value.trim();
        message.value = typed && !typed.startsWith(attachment.summary) ? `${attachment.summary}\n\n${typed}` : typed || attachment.summary;
      }
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
            {attached && (
              <p className="mb-4 rounded-md border border-slate-200 bg-brand-50 px-3 py-2 text-sm text-slate-800">{attached.label}</p>
            )}
            <EnquiryForm
              form={form}
              texts={texts}
              serviceName={serviceName}
              attachment={attached?.attachment ?? null}
              onWhatsapp={() => chat(form.currentValues())}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
