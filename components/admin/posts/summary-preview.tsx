import { POST_FORM as COPY } from '@/lib/content/post-form';
import { FOCUS_RING } from '@/components/ui/focus-ring';

// The summary as readers will see its paragraphs. Long texts scroll inside the box, which is
// focusable so that keyboard users can scroll it too.
export function SummaryPreview({ text }: { text: string }) {
  return (
    <section
      aria-labelledby="post-summary-preview-title"
      tabIndex={0}
      className={`mt-3 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4 ${FOCUS_RING}`}
    >
      <h2 id="post-summary-preview-title" className="text-sm font-semibold text-slate-700">
        {COPY.previewHeading}
      </h2>
      {text.trim() ? (
        <p className="mt-2 whitespace-pre-line wrap-anywhere text-slate-800">{text}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{COPY.previewEmpty}</p>
      )}
    </section>
  );
}
