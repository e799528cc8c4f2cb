import Link from 'next/link';

// The body of the 404 page, shared by app/global-not-found.tsx (unknown addresses, with the public
// layout around it) and app/(site)/not-found.tsx (inside the public layout already).
export function NotFoundSection() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-slate-700">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900" href="/">
          Go to the home page
        </Link>
        <Link className="rounded-md border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-50" href="/contact">
          Contact us
        </Link>
      </div>
    </section>
  );
}
