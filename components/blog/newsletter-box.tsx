'use client';

import { useState } from 'react';

// SPEC's newsletter box. The firm has no newsletter yet, so instead of a button that silently does
// nothing, the form says so plainly and stores nothing.
export function NewsletterBox() {
  const [note, setNote] = useState('');
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id="newsletter-heading" className="text-2xl font-bold">
        Stay up to date
      </h2>
      <p className="mt-2 text-blue-100">New guides on studying, working and living in Germany.</p>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          setNote('Our newsletter has not started yet, so we have not stored your address. New articles appear here on the blog first.');
        }}
      >
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          className="flex-1 rounded-lg border-0 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" className="rounded-lg bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300">
          Subscribe
        </button>
      </form>
      <p role="status" className="mt-3 min-h-6 text-sm text-blue-100">
        {note}
      </p>
    </section>
  );
}
