'use client';

import { useRef } from 'react';
import { MessageCircle } from '@/components/ui/icons';
import { browserChatWindow, openChat } from '@/lib/open-chat';
import { whatsappLink } from '@/lib/site';
import { reportWhatsAppClick } from '@/lib/whatsapp-clicks/report';
import { useFloatingBar } from './floating-bars';

// The chat button on every public page. On a phone a round button floating over the text covered
// contact cards, covers and the last lines of pages (issue 25), so there it is an opaque bar across
// the bottom, as shop and booking sites do: it takes its own strip of the screen, the page ends
// with a spacer of the floating bars' height (issue 40: floating-bars.ts), and keyboard focus is
// scrolled clear of them (scroll-padding in app/globals.css). While the language suggestion shows,
// it takes the bar's strip on a phone. The back-to-top button sits in the bar's right end (scroll-manager.tsx). From
// the `sm` width on it is the round floating button. On the bar its words are visible, so its
// green is the darker one that white text needs (4.5:1).
// Its label and the chat's greeting are in the page's language (the Chrome catalogue).
export type WhatsAppButtonTexts = { label: string; newTab: string; greeting: string };

export function WhatsAppButton({ number, phone, texts }: { number: string; phone: string; texts: WhatsAppButtonTexts }) {
  const href = whatsappLink(number, texts.greeting);
  const bar = useRef<HTMLDivElement>(null);
  useFloatingBar(bar);
  return (
    <>
      {/* The footer's colour: from 40rem the strip shows around the round button. */}
      <div aria-hidden="true" className="h-(--floating-bars) bg-slate-900" />
      <div
        ref={bar}
        data-chat-control
        className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white pt-2 pr-20 pb-[calc(0.5rem+env(safe-area-inset-bottom))] pl-4 shadow-[0_-2px_8px_rgb(15_23_42/0.08)] sm:inset-x-auto sm:right-4 sm:bottom-4 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
      >
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
          className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-[#0e6e3a] px-4 font-semibold text-white hover:bg-[#0b5a2f] sm:bg-[#128C4A] sm:hover:bg-[#0f7a40] focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-[#128C4A] sm:h-14 sm:w-14 sm:px-0 sm:shadow-lg"
        >
          <MessageCircle aria-hidden="true" className="h-6 w-6 shrink-0 sm:h-7 sm:w-7" />
          <span className="sm:sr-only">{texts.label}</span>
          <span className="sr-only"> {texts.newTab}</span>
        </a>
      </div>
    </>
  );
}
