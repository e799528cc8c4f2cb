export default function BlogLoading() {
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-lg text-slate-700">
      Loading blog posts...
    </p>
  );
}
