import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';

type Props = { eyebrow: string; title: string; sentence: string; children: ReactNode };

// The page a newsletter mail's link opens (confirm, unsubscribe): its heading, one sentence, and
// below it the button (or, for a link that cannot work, why).
export function NewsletterLinkPage({ eyebrow, title, sentence, children }: Props) {
  return (
    <>
      <PageHero titleId="newsletter-link-title" eyebrow={eyebrow} title={title} intro={sentence} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">{children}</div>
        </div>
      </div>
    </>
  );
}
