// Shown while the blog list loads. At least a screen tall, so the footer below starts off screen
// and does not visibly jump when the list replaces this (no layout shift).
export function BlogListLoading() {
  return (
    <p role="status" className="mx-auto min-h-screen max-w-7xl px-4 py-24 text-center text-lg text-slate-700">
      Loading blog posts...
    </p>
  );
}
