import type { LegalSection } from '@/lib/content/legal/types';

export function LegalToc({ label, sections }: { label: string; sections: LegalSection[] }) {
  return (
    <nav aria-labelledby="legal-toc-title" className="rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <h2 id="legal-toc-title" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {label}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-800 marker:text-slate-600 sm:columns-2 sm:gap-8">
        {sections.map((section) => (
          <li key={section.id} className="break-inside-avoid">
            <a
              href={`#${section.id}`}
              className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
