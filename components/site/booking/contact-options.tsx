import { Mail, MessageCircle, Phone } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { telHref } from '@/components/site/tel-href';

// The firm's phone, WhatsApp and contact page, where booking online is not possible (no types
// yet, a link too close to the meeting, a used or expired link).
export type ContactOptionsTexts = { call: string; whatsapp: string; message: string };
type Props = { phone: string; whatsappHref: string; contactHref: string; texts: ContactOptionsTexts };

export function ContactOptions({ phone, whatsappHref, contactHref, texts }: Props) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {phone && (
        <a href={telHref(phone)} className={buttonClass('primary')}>
          <Phone aria-hidden="true" className="h-4 w-4" />
          {texts.call}
        </a>
      )}
      {whatsappHref && (
        <a href={whatsappHref} className={buttonClass('outline')} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {texts.whatsapp}
        </a>
      )}
      <a href={contactHref} className={buttonClass('secondary')}>
        <Mail aria-hidden="true" className="h-4 w-4" />
        {texts.message}
      </a>
    </div>
  );
}
