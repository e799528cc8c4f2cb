'use client';

import { createContext, useCallback, useContext, useRef, useState } from 'react';
import { EnquiryDialog, type EnquiryDialogHandle } from './enquiry-dialog';
import type { EnquiryAttachment } from '@/lib/leads/lead-attachment';
import type { EnquiryTexts } from './enquiry-texts';
import type { PublicFormAction } from '@/components/site/use-public-form';

type OpenEnquiry = (serviceName: string, opener: HTMLElement, attached?: EnquiryAttachment) => void;

const EnquiryContext = createContext<OpenEnquiry | null>(null);
// The services an enquiry was sent about on this page: their buttons keep a note of it.
const SentContext = createContext<ReadonlySet<string>>(new Set());
// The page's language's words for the buttons and the dialog (enquiry-texts.ts).
const TextsContext = createContext<EnquiryTexts | null>(null);

// One dialog for the whole page: every Enquire button opens it with its own service name. The
// sections stay server-rendered children; only the buttons and the dialog run in the browser.
export function EnquiryProvider({
  whatsappNumber,
  phone,
  texts,
  action,
  children,
}: {
  whatsappNumber: string;
  phone: string;
  texts: EnquiryTexts;
  // The page's sendServiceEnquiry, its language bound.
  action: PublicFormAction;
  children: React.ReactNode;
}) {
  const dialog = useRef<EnquiryDialogHandle>(null);
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const open = useCallback<OpenEnquiry>((serviceName, opener, attached) => dialog.current?.open(serviceName, opener, attached), []);
  const onSent = useCallback((serviceName: string) => setSent((before) => new Set(before).add(serviceName)), []);
  return (
    <EnquiryContext value={open}>
      <SentContext value={sent}>
        <TextsContext value={texts}>
          {children}
          <EnquiryDialog ref={dialog} whatsappNumber={whatsappNumber} phone={phone} onSent={onSent} texts={texts} action={action} />
        </TextsContext>
      </SentContext>
    </EnquiryContext>
  );
}

export function useOpenEnquiry(): OpenEnquiry {
  const open = useContext(EnquiryContext);
  if (!open) throw new Error('useOpenEnquiry must be used inside EnquiryProvider');
  return open;
}

export function useEnquirySent(serviceName: string): boolean {
  return useContext(SentContext).has(serviceName);
}

export function useEnquiryTexts(): EnquiryTexts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useEnquiryTexts must be used inside EnquiryProvider');
  return texts;
}
