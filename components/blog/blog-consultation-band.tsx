import Link from 'next/link';
import { CONSULTATION_COPY } from '@/lib/content/consultation';

// The consultation call to action under the blog list; free only when the firm's first conversation is.
export function BlogConsultationBand({ consultationFree }: { consultationFree: boolean }) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">Have a question about your own plans?</h2>
          <p className="mt-2 text-slate-700">{CONSULTATION_COPY.bookText(consultationFree)}</p>
        </div>
        <Link href="/contact" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
          {CONSULTATION_COPY.bookButton(consultationFree)}
        </Link>
      </div>
    </section>
  );
}
