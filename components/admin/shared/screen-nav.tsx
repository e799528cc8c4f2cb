import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';

export type Screen = { href: string; label: string };

// The screens of one area of the back office as pills (the newsletter's settings, issues and
// subscribers; the texts and the images of the pages), the current one marked for screen readers.
export function ScreenNav({ label, screens, current }: { label: string; screens: readonly Screen[]; current: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {screens.map((screen) => (
          <li key={screen.href}>
            <Link
              href={screen.href}
              aria-current={screen.href === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${screen.href === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'} ${FOCUS_RING}`}
            >
              {screen.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
