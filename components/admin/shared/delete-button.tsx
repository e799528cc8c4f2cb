'use client';

import { LoaderCircle, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { buttonClass } from '@/components/ui/button';

// The words of one kind of record's delete button, from its copy module.
export type DeleteCopy = { deleteLabel: string; deletingLabel: string; deleted: string; deleteFailed: string };

type Props = {
  // The record's API address; DELETE removes it.
  url: string;
  // The record's name, so each row's button has its own accessible name.
  name: string;
  // What the browser's confirmation asks.
  confirm: string;
  copy: DeleteCopy;
  size?: 'sm' | 'md';
};

// Deletes one record after the browser's confirmation (posts, authors, testimonials). The
// transition stays pending until the refreshed list has rendered, so the spinner does not stop
// while the row is still on screen.
export function DeleteButton({ url, name, confirm, copy, size = 'sm' }: Props) {
  const router = useRouter();
  const [deleting, startTransition] = useTransition();

  function onDelete() {
    if (!window.confirm(confirm)) return;
    startTransition(async () => {
      const result = await callAdminApi(url, { method: 'DELETE' });
      if (result.ok) {
        toast.success(copy.deleted);
        startTransition(() => router.refresh());
        return;
      }
      toast.error(result.message ?? copy.deleteFailed);
      if (result.status === 401) goToLogin();
      // Someone else already deleted it: show the list as it is now.
      else if (result.status === 404) startTransition(() => router.refresh());
    });
  }

  const label = deleting ? copy.deletingLabel : copy.deleteLabel;
  return (
    <button
      type="button"
      onClick={onDelete}
      disabled={deleting}
      aria-busy={deleting || undefined}
      aria-label={`${label}: ${name}`}
      className={buttonClass('danger', size)}
    >
      {deleting ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Trash2 aria-hidden="true" className="h-4 w-4" />}
      {label}
    </button>
  );
}
