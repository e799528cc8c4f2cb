import type { BookingTexts } from './booking-texts';
import { ContactOptions, type ContactOptionsTexts } from './contact-options';

export type BookingContact = { phone: string; whatsappHref: string; contactHref: string; texts: ContactOptionsTexts };

// What a move or cancellation by link says when the server refused it: too close to the meeting
// or a link no longer valid; both offer the firm's phone and WhatsApp instead.
export function LinkAnswer({ kind, message, texts, contact }: { kind: 'too-late' | 'link'; message: string; texts: BookingTexts; contact: BookingContact }) {
  // A refused link: the server's own words, in the page's language (used, expired, no longer confirmed).
  const [heading, text] = kind === 'too-late' ? [texts.link.tooLateHeading, texts.link.tooLateText] : [null, message || texts.link.usedText];
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4">
      {heading && <p className="font-semibold text-amber-950">{heading}</p>}
      <p className="mt-1 text-amber-950">{text}</p>
      <ContactOptions {...contact} />
    </div>
  );
}
