import { ISSUES_ADMIN_COPY as COPY } from '@/lib/content/newsletter-issues-admin';

// The saved issue as the mail's HTML, in a sandboxed frame (no scripts, no same origin: the
// mail's styles stay inside it), and its plain-text version.
export function IssuePreview({ html, text }: { html: string; text: string }) {
  return (
    <div className="space-y-4">
      <iframe title={COPY.preview.frameTitle} sandbox="" srcDoc={html} className="h-[32rem] w-full rounded-lg border border-slate-300 bg-white" />
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-slate-900">{COPY.preview.text}</summary>
        <pre className="mt-2 overflow-x-auto text-sm break-words whitespace-pre-wrap text-slate-800">{text}</pre>
      </details>
    </div>
  );
}
