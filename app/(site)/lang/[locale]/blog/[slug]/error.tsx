'use client';

import Link from 'next/link';
import { usePageTexts } from '@/components/site/language-texts';

// Rendering failed (for example the database is down); errors are never cached as pages. In the
// page's language: the public layout hands the texts down (components/site/language-texts.tsx).
export default function BlogPostError({ error }: { error: Error & { digest?: string } }) {
  const texts = usePageTexts();
  if (!texts) return null;
  const { post } = texts.errors;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{post.errorTitle}</h1>
      <p className="text-slate-700">{error.digest ? post.errorText : error.message || post.errorText}</p>
      <Link href={texts.blogHref} className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
        {post.back}
      </Link>
    </section>
  );
}
