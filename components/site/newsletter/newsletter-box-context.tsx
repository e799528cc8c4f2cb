'use client';

import { createContext, useContext } from 'react';
import type { NewsletterBox } from '@/lib/newsletter/subscribe-form';
import type { PublicFormAction } from '../use-public-form';

// The newsletter switch, the box's texts and its Server Action (the page's language bound), handed
// once by the public layout to every box on the page (under a post, the footer, the check's
// result, the enquiry dialog's confirmation), rather than through each page. The switch is a
// promise: the layout renders while it is read, and the boxes wait for it (newsletter-box.tsx).
type NewsletterBoxSource = { box: Promise<NewsletterBox>; action: PublicFormAction };

const NewsletterBoxContext = createContext<NewsletterBoxSource | null>(null);

export function NewsletterBoxProvider({ box, action, children }: NewsletterBoxSource & { children: React.ReactNode }) {
  return <NewsletterBoxContext value={{ box, action }}>{children}</NewsletterBoxContext>;
}

// Null outside the public layout (the back office's post preview): no box there.
export function useNewsletterBox(): NewsletterBoxSource | null {
  return useContext(NewsletterBoxContext);
}
