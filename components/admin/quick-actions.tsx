import Link from 'next/link';
import { FilePlus2, Files } from 'lucide-react';
import { FOCUS_RING } from '@/components/ui/focus-ring';

// SPEC section 2: the dashboard's shortcuts to the post screens.
const ACTIONS = [
  { label: 'Create New Blog', text: 'Write and publish a new article.', href: '/admin/blogs/create', Icon: FilePlus2 },
  { label: 'Manage Blogs', text: 'Edit or delete existing articles.', href: '/admin/blogs', Icon: Files },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {ACTIONS.map(({ label, text, href, Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className={`flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 p-4 hover:border-brand-600 hover:bg-brand-50 ${FOCUS_RING}`}
            >
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
