'use client';

import { ActionButton } from '@/components/ui/form/action-button';
import type { Action } from '@/lib/actions/result';

// Makes a backup at once (the page then lists it); it may take a while on a large database.
export function BackupNowButton({ makeBackup }: { makeBackup: Action<undefined, { name: string; bytes: number }> }) {
  return (
    <ActionButton
      label="Back up now"
      busyLabel="Backing up..."
      variant="primary"
      call={() => makeBackup(undefined)}
      success="Backup made. It is at the top of the list."
      failed="The backup could not be made. The server's log says why."
    />
  );
}
