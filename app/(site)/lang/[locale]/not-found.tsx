'use client';

import { NotFoundSection } from '@/components/site/not-found-section';
import { usePageTexts } from '@/components/site/language-texts';

// What a public page shows when it calls notFound() (an unknown post, an unknown address under a
// language's prefix: [...missing]), inside the public layout, in the page's language; the layout
// hands the texts down (components/site/language-texts.tsx), since a not-found view gets no params.
// Unknown addresses without a prefix get app/global-not-found.tsx instead.
export default function SiteNotFound() {
  const texts = usePageTexts();
  if (!texts) return null;
  return <NotFoundSection texts={texts.errors.notFound} homeHref={texts.homeHref} contactHref={texts.contactHref} />;
}
