import Link from 'next/link';

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700" href="/">
        Go to the home page
      </Link>
    </main>
  );
}
