'use client';

import { browserChatWindow, openChat } from '@/lib/open-chat';
import { WHATSAPP_GREETING, whatsappLink } from '@/lib/site';
import { reportWhatsAppClick } from '@/lib/whatsapp-clicks/report';

// newTabLabel: "(opens in a new tab)" in the page's language, for screen readers.
type Props = { number: string; phone: string; newTabLabel: string; className?: string; children: React.ReactNode };

// A real wa.me link (works without JavaScript and when copied); a click goes through the SPEC's
// fallback chain so a blocked popup still reaches the chat.
export function WhatsAppChatLink({ number, phone, newTabLabel, className, children }: Props) {
  const href = whatsappLink(number, WHATSAPP_GREETING);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        // Counted (this page, no service) before the chat opens; the chat opens whatever the count does.
        reportWhatsAppClick();
        openChat(href, phone, browserChatWindow());
      }}
    >
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
