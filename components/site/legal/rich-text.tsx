import Link from 'next/link';
import type { Inline, RichText as RichTextValue } from '@/lib/content/legal/types';

const LINK = 'font-medium text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function Run({ run }: { run: Inline }) {
  if (typeof run === 'string') return run;
  if (run.href?.startsWith('/')) {
    return (
      <Link href={run.href} className={LINK}>
        {run.text}
      </Link>
    );
  }
  if (run.href) {
    return (
      <a href={run.href} className={LINK}>
        {run.text}
      </a>
    );
  }
  return run.strong ? <strong className="font-semibold text-slate-900">{run.text}</strong> : run.text;
}

// Renders one paragraph or list item of the legal texts.
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return value;
  return value.map((run, index) => <Run key={index} run={run} />);
}
