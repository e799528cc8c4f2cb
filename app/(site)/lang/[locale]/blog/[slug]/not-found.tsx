'use client';

import Link from 'next/link';
import { usePageTexts } from '@/components/site/language-texts';

// An unknown post, in the page's language (the texts come from the public layout, as a not-found
// view gets no params).
export default function BlogPostNotFound() {
  const texts = usePageTexts();
  if (!texts) return null;
  const { post } = texts.errors;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{post.notFoundTitle}</h1>
      <p className="text-slate-700">{post.notFoundText}</p>
      <Link href={texts.blogHref} className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
        {post.back}
      </Link>
    </section>
  );
}
