import Link from 'next/link';

// The consultation call to action under the blog list.
export function BlogConsultationBand() {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">Have a question about your own plans?</h2>
          <p className="mt-2 text-slate-700">Book a free consultation and get advice for your situation.</p>
        </div>
        <Link href="/contact" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
          Book a Free Consultation
        </Link>
      </div>
    </section>
  );
}
