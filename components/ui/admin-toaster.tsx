'use client';

import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

// SPEC section 4: at most 20 toasts on screen.
export const TOAST_LIMIT = 20;

// The library's own cap also counts toasts that are already fading out, so a burst could still
// show more than 20; dismissing the oldest visible ones keeps the promise exact.
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store keeps the newest toast first.
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
}

// Top-right toasts. Without `duration` each type keeps the library defaults (success 2 s, error
// 4 s), which is what the sign-in page shows; the admin area passes 4000 ms. A shared duration would
// also end loading toasts, which SPEC keeps until they are resolved.
export function AdminToaster({ duration }: { duration?: number }) {
  useToastLimit(TOAST_LIMIT);
  const options = duration === undefined ? undefined : { duration, loading: { duration: Infinity } };
  return <Toaster position="top-right" toastOptions={options} />;
}
