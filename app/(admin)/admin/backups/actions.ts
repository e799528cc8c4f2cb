'use server';

import { z } from 'zod';
import { adminAction } from '@/lib/server/admin-action';
import { makeBackupNow } from '@/lib/server/backup/backup-now';

// "Back up now" (administrators): an archive of every collection and upload, as the daily job
// writes it. Answers its name and size; the page then lists it. Refused while one is being made.
export const makeBackup = adminAction('staff', z.undefined(), async (_, { audit }) => {
  const made = await makeBackupNow();
  await audit({ action: 'backup-made', target: made.name, details: `${made.bytes} bytes` });
  return { name: made.name, bytes: made.bytes };
});
