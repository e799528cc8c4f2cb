'use client';

import { MessageCircle } from '@/components/ui/icons';
import { browserChatWindow, openChat } from '@/lib/open-chat';
import { WHATSAPP_GREETING, whatsappLink } from '@/lib/site';
import { reportWhatsAppClick } from '@/lib/whatsapp-clicks';

// Floating chat button on every public page.
export function WhatsAppButton({ number, phone }: { number: string; phone: string }) {
  const href = whatsappLink(number, WHATSAPP_GREETING);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        // Counted (this page, no service) before the chat opens; the chat opens whatever the count does.
        reportWhatsAppClick();
        openChat(href, phone, browserChatWindow());
      }}
      className="fixed right-4 bottom-4 z-50 inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#128C4A] text-white shadow-lg hover:bg-[#0f7a40] focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-[#128C4A]"
    >
      <MessageCircle aria-hidden="true" className="h-7 w-7" />
      <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
    </a>
  );
}
