'use client';

import { LoaderCircle, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { buttonClass } from '@/components/ui/button';
import { AUTHORS_COPY as COPY } from '@/lib/content/authors';

// Deletes an author after a confirmation that says what happens to their posts.
export function DeleteAuthorButton({ id, name, postCount }: { id: string; name: string; postCount: number }) {
  const router = useRouter();
  const [deleting, startTransition] = useTransition();

  function onDelete() {
    if (!window.confirm(COPY.confirmDelete(name, postCount))) return;
    startTransition(async () => {
      const result = await callAdminApi(`/api/v1/authors/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
