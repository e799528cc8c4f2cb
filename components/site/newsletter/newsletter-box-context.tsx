'use client';

import { createContext, useContext } from 'react';
import type { NewsletterBox } from '@/lib/newsletter/subscribe-form';

// The newsletter switch and the box's texts, handed once by the public layout to every box on the
// page (under a post, the footer, the check's result, the enquiry dialog's confirmation), rather
// than through each page. A promise: the page renders while the switch is read, and only the boxes
// wait for it (newsletter-box.tsx).
const NewsletterBoxContext = createContext<Promise<NewsletterBox> | null>(null);

export function NewsletterBoxProvider({ box, children }: { box: Promise<NewsletterBox>; children: React.ReactNode }) {
  return <NewsletterBoxContext value={box}>{children}</NewsletterBoxContext>;
}

// Null outside the public layout (the back office's post preview): no box there.
export function useNewsletterBox(): Promise<NewsletterBox> | null {
  return useContext(NewsletterBoxContext);
}
