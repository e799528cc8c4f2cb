'use server';

import { z } from 'zod';
import { describeErasure } from '@/lib/data-subject/dto';
import { dataSubjectSchema, maskedAddress } from '@/lib/data-subject/schema';
import { describeCounts, describeSettingsChange } from '@/lib/retention/describe';
import { retentionSettingsSchema } from '@/lib/retention/settings';
import { adminAction } from '@/lib/server/admin-action';
import { eraseDataSubject } from '@/lib/server/data-subject/erase';
import { expireRetentionPages } from '@/lib/server/retention/cached';
import { runRetentionNow } from '@/lib/server/retention/run';
import { saveRetentionSettings } from '@/lib/server/retention/settings';

// Every retention period (administrators). The privacy pages state the new periods from the next
// request on; the job applies them at its next run.
export const saveRetentionPeriods = adminAction('staff', retentionSettingsSchema, async (settings, { user, audit }) => {
  const before = await saveRetentionSettings(settings, user.email);
  expireRetentionPages();
  await audit({ action: 'retention-settings-changed', details: describeSettingsChange(before, settings) });
});

// Runs the retention job now and answers the run (a conflict when one was started within the same
// minute). It takes no input.
export const runRetention = adminAction('staff', z.undefined(), async (_, { user, audit }) => {
  const run = await runRetentionNow(user.name || user.email);
  await audit({ action: 'retention-run-started', target: run._id, details: describeCounts(run.counts) });
  return run;
});

// Erases the person's enquiries, the events on them and their mail. The audit log names the
// address masked.
export const eraseSubject = adminAction('staff', dataSubjectSchema, async ({ email }, { audit }) => {
  const report = await eraseDataSubject(email);
  await audit({ action: 'data-subject-erased', target: maskedAddress(email), details: describeErasure(report) });
  return report;
});
