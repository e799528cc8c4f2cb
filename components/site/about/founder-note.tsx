import { Quote } from '@/components/ui/icons';
import { FOUNDER_NOTE as NOTE } from '@/lib/content/about';

// Signed by role, not by name: the firm has not published its founder's name for the site.
export function FounderNote({ siteName }: { siteName: string }) {
  return (
    <section aria-labelledby="founder-title" className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
        <Quote aria-hidden="true" className="h-10 w-10 text-amber-600" />
        <h2 id="founder-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
          {NOTE.heading}
        </h2>
        <figure className="mt-6">
          <blockquote className="space-y-4 text-lg text-slate-700">
            {NOTE.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
          <figcaption className="mt-8 border-l-4 border-brand-700 pl-4">
            <span className="block font-semibold text-slate-900">{NOTE.signature}</span>
            <span className="block text-slate-600">{siteName}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
