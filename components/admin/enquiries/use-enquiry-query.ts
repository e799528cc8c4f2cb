'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useTransition } from 'react';
import { parseEnquiryQuery, screenHref, type EnquiryQuery } from './url-state';

// The view lives in the address. Typing, filters and sorting replace the history entry (no
// entry per keystroke); page changes push one, so Back returns to the previous page.
export function useEnquiryQuery() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const [isNavigating, startTransition] = useTransition();
  const query = useMemo(() => parseEnquiryQuery(params), [params]);

  const navigate = useCallback(
    (next: EnquiryQuery, mode: 'push' | 'replace') => {
      const href = screenHref(pathname, next);
      startTransition(() => (mode === 'push' ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false })));
    },
    [pathname, router],
  );

  return { query, navigate, isNavigating };
}
