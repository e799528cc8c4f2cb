'use client';

import { LoaderCircle, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import toast from 'react-hot-toast';
import { POST_LIST as COPY } from '@/lib/content/post-form';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { buttonClass } from '@/components/ui/button';

// Deletes one post after the browser's confirmation. The transition stays pending until the
// refreshed list has rendered, so the spinner does not stop while the row is still on screen.
export function DeletePostButton({ id, headline }: { id: string; headline: string }) {
  const router = useRouter();
  const [deleting, startTransition] = useTransition();

  function onDelete() {
    if (!window.confirm(COPY.confirmDelete)) return;
    startTransition(async () => {
      const result = await callAdminApi(`/api/v1/posts/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
      if (result.ok) {
        toast.success(COPY.deleted);
        startTransition(() => router.refresh());
        return;
      }
      console.error('Failed to delete blog', result);
      toast.error(COPY.deleteFailed);
      if (result.status === 401) goToLogin();
      // Someone else already deleted it: show the list as it is now.
      else if (result.status === 404) startTransition(() => router.refresh());
    });
  }

  return (
    <button
      type="button"
      onClick={onDelete}
      disabled={deleting}
      aria-busy={deleting || undefined}
      aria-label={`${deleting ? COPY.deletingLabel : COPY.deleteLabel}: ${headline}`}
      className={buttonClass('danger')}
    >
      {deleting ? (
        <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
      ) : (
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      )}
      {deleting ? COPY.deletingLabel : COPY.deleteLabel}
    </button>
  );
}
