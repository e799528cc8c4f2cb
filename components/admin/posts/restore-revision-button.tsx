'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';

// Puts an earlier version back after one confirmation; the page then reads the post again.
export function RestoreRevisionButton({ postId, revisionId, label }: { postId: string; revisionId: string; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function restore() {
    if (!window.confirm('Restore this version? The text, category, tags and search fields go back to it; changes in the form that are not saved are lost.')) return;
    setBusy(true);
    const result = await callAdminApi(`/api/v1/posts/${encodeURIComponent(postId)}/revisions/${encodeURIComponent(revisionId)}/restore`, { method: 'POST' });
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) return goToLogin();
      toast.error(result.message ?? 'The version could not be restored');
      return;
    }
    toast.success('Earlier version restored');
    router.refresh();
  }
  return (
    <button type="button" disabled={busy} aria-label={label} className={buttonClass('secondary', 'sm')} onClick={() => void restore()}>
      {busy ? 'Restoring...' : 'Restore'}
    </button>
  );
}
