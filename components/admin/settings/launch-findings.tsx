import { CircleCheck, TriangleAlert } from 'lucide-react';
import { SITE_SETTINGS_PAGE as COPY } from '@/lib/content/site-settings';
import type { LaunchFinding } from '@/lib/site-settings/launch-findings';

// What is still a placeholder or missing from the Impressum, as saved; each leads to its field.
export function LaunchFindings({ findings }: { findings: LaunchFinding[] }) {
  if (!findings.length) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-2xl border border-green-300 bg-green-50 p-4 text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {COPY.noFindings}
      </p>
    );
  }
  return (
    <section aria-labelledby="findings-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6">
      <h2 id="findings-title" className="flex items-center gap-2 text-lg font-semibold text-amber-950">
        <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
        {COPY.findingsHeading}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{COPY.findingsIntro}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-amber-950">
        {findings.map((finding) => (
          <li key={finding.id}>
            <a href={finding.href} className="underline underline-offset-2 hover:text-amber-800">
              {finding.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
