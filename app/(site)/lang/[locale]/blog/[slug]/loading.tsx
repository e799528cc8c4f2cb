'use client';

import { usePageTexts } from '@/components/site/language-texts';

// At least a screen tall, so the footer starts off screen and does not visibly jump when the
// post replaces this text (no layout shift). In the page's language: a loading view gets no
// params, the public layout hands the texts down.
export default function BlogPostLoading() {
  const texts = usePageTexts();
  return (
    <p role="status" className="mx-auto min-h-screen max-w-4xl px-4 py-24 text-center text-lg text-slate-700">
      {texts?.errors.post.loading}
    </p>
  );
}
