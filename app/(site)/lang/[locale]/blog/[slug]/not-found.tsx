import Link from 'next/link';

export default function BlogPostNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Blog Not Found</h1>
      <p className="text-slate-700">The blog post you&apos;re looking for doesn&apos;t exist.</p>
      <Link href="/blog" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
        Back to Blog
      </Link>
    </section>
  );
}
