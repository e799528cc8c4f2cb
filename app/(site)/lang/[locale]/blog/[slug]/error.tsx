'use client';

import Link from 'next/link';

// Rendering failed (for example the database is down); errors are never cached as pages.
export default function BlogPostError({ error }: { error: Error & { digest?: string } }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Error Loading Blog</h1>
      <p className="text-slate-700">{error.digest ? 'Failed to fetch blog' : error.message || 'Failed to fetch blog'}</p>
      <Link href="/blog" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
        Back to Blog
      </Link>
    </section>
  );
}
