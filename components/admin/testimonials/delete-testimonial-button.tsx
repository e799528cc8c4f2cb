'use client';

import { LoaderCircle, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { buttonClass } from '@/components/ui/button';
import { TESTIMONIALS_ADMIN_COPY as COPY } from '@/lib/content/testimonials-admin';

// Deletes a testimonial after a confirmation.
export function DeleteTestimonialButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [deleting, startTransition] = useTransition();

  function onDelete() {
    if (!window.confirm(COPY.confirmDelete(name))) return;
    startTransition(async () => {
      const result = await callAdminApi(`/api/v1/testimonials/${encodeURIComponent(id)}`, { method: 'DELETE' });
      if (result.ok) {
        toast.success(COPY.deleted);
        startTransition(() => router.refresh());
        return;
      }
      toast.error(result.message ?? COPY.deleteFailed);
      if (result.status === 401) goToLogin();
      else if (result.status === 404) startTransition(() => router.refresh());
    });
  }

  return (
    <button
      type="button"
      onClick={onDelete}
      disabled={deleting}
      aria-busy={deleting || undefined}
      aria-label={`${deleting ? COPY.deletingLabel : COPY.deleteLabel}: ${name}`}
      className={buttonClass('danger', 'sm')}
    >
      {deleting ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Trash2 aria-hidden="true" className="h-4 w-4" />}
      {deleting ? COPY.deletingLabel : COPY.deleteLabel}
    </button>
  );
}
