export default function BlogPostLoading() {
  return (
    <p role="status" className="mx-auto max-w-4xl px-4 py-24 text-center text-lg text-slate-700">
      Loading blog post...
    </p>
  );
}
