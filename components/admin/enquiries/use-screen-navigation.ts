'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';

// The inbox's view lives in the address and is read on the server: moving to another view, or
// reading the same one again after a change, is a navigation. `pending` while the server answers.
// Typing, filters and sorting replace the history entry (no entry per keystroke); page changes
// push one, so Back returns to the previous page.
export function useScreenNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  const navigate = useCallback(
    (href: string, mode: 'push' | 'replace' = 'replace') =>
      startTransition(() => (mode === 'push' ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false }))),
    [router],
  );
  const refresh = useCallback(() => startTransition(() => router.refresh()), [router]);

  return { pathname, navigate, refresh, pending };
}
