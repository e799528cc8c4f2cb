'use client';

import { useState } from 'react';

export type NewsletterTexts = { heading: string; text: string; emailLabel: string; placeholder: string; subscribe: string; notStarted: string };

// SPEC's newsletter box. The firm has no newsletter yet, so instead of a button that silently does
// nothing, the form says so plainly and stores nothing. Texts in the page's language from the server.
export function NewsletterBox({ texts }: { texts: NewsletterTexts }) {
  const [note, setNote] = useState('');
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id="newsletter-heading" className="text-2xl font-bold">
        {texts.heading}
      </h2>
      <p className="mt-2 text-blue-100">{texts.text}</p>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          setNote(texts.notStarted);
        }}
      >
        <label htmlFor="newsletter-email" className="sr-only">
          {texts.emailLabel}
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder={texts.placeholder}
          className="flex-1 rounded-lg border-0 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" className="rounded-lg bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300">
          {texts.subscribe}
        </button>
      </form>
      <p role="status" className="mt-3 min-h-6 text-sm text-blue-100">
        {note}
      </p>
    </section>
  );
}
