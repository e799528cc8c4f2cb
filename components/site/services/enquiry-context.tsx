'use client';

import { createContext, useCallback, useContext, useRef } from 'react';
import { EnquiryDialog, type EnquiryDialogHandle } from './enquiry-dialog';

type OpenEnquiry = (serviceName: string, opener: HTMLElement) => void;

const EnquiryContext = createContext<OpenEnquiry | null>(null);

// One dialog for the whole page: every Enquire button opens it with its own service name. The
// sections stay server-rendered children; only the buttons and the dialog run in the browser.
export function EnquiryProvider({
  whatsappNumber,
  phone,
  children,
}: {
  whatsappNumber: string;
  phone: string;
  children: React.ReactNode;
}) {
  const dialog = useRef<EnquiryDialogHandle>(null);
  const open = useCallback<OpenEnquiry>((serviceName, opener) => dialog.current?.open(serviceName, opener), []);
  return (
    <EnquiryContext value={open}>
      {children}
      <EnquiryDialog ref={dialog} whatsappNumber={whatsappNumber} phone={phone} />
    </EnquiryContext>
  );
}

export function useOpenEnquiry(): OpenEnquiry {
  const open = useContext(EnquiryContext);
  if (!open) throw new Error('useOpenEnquiry must be used inside EnquiryProvider');
  return open;
}
