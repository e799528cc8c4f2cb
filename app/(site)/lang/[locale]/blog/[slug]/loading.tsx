// At least a screen tall, so the footer starts off screen and does not visibly jump when the
// post replaces this text (no layout shift).
export default function BlogPostLoading() {
  return (
    <p role="status" className="mx-auto min-h-screen max-w-4xl px-4 py-24 text-center text-lg text-slate-700">
      Loading blog post...
    </p>
  );
}
