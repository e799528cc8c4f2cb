import { getLocale } from 'next-intl/server';
import { EnquiryProvider } from './enquiry-context';
import { enquiryTexts } from './enquiry-texts';
import type { PublicFormAction } from '@/components/site/use-public-form';

type Props = { serviceNames: string[]; whatsappNumber: string; phone: string; action: PublicFormAction; children: React.ReactNode };

// The enquiry dialog where a page outside the services pages offers it (the end of a post): reads
// its words in the page's language itself, so that page need not carry them. Asynchronous, so
// render it only from pages (never from a section the integration tests render on its own).
export async function LocalizedEnquiryProvider({ serviceNames, whatsappNumber, phone, action, children }: Props) {
  const texts = await enquiryTexts(await getLocale(), serviceNames);
  return (
    <EnquiryProvider whatsappNumber={whatsappNumber} phone={phone} texts={texts} action={action}>
      {children}
    </EnquiryProvider>
  );
}

