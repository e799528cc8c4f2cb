import 'server-only';
import mongoose from 'mongoose';
import { connectDb, isDatabaseUnavailable } from '@/lib/server/db';
import { anonymiseLead, eraseLead } from '@/lib/server/leads/lead-erasure';
import { monthsBefore } from '@/lib/retention/cutoffs';
import type { RetentionCounts } from '@/lib/retention/dto';
import type { RetentionSettings } from '@/lib/retention/settings';
import { Enquiry } from '@/models/enquiry';

// Last activity before the cut-off. Enquiries stored before lastActivityAt existed count from
// the day they were submitted.
function quietSince(cutoff: Date) {
  return [{ lastActivityAt: mongoose.trusted({ $lt: cutoff }) }, { lastActivityAt: null, submittedAt: mongoose.trusted({ $lt: cutoff }) }];
}

// Closed and quiet for the closed period, or quiet for the inactive period whatever the status.
// Anonymised enquiries hold no personal data any more and are left alone (also when the firm
// later switches from anonymising to deleting: they are what keeps the figures right).
export function expiredLeadsFilter(settings: RetentionSettings, now: Date) {
  return {
    anonymisedAt: null,
    $or: [
      { status: 'closed' as const, $or: quietSince(monthsBefore(now, settings.leadsClosedMonths)) },
      { $or: quietSince(monthsBefore(now, settings.leadsInactiveMonths)) },
    ],
  };
}

// Anonymises or deletes every expired lead, counting into `counts` as it goes (so a run cut off
// half-way still records what it did). One lead that cannot be handled is logged and skipped; an
// outage stops the run.
export async function removeExpiredLeads(settings: RetentionSettings, now: Date, counts: RetentionCounts): Promise<void> {
  await connectDb();
  const expired = await Enquiry.find(expiredLeadsFilter(settings, now)).select('_id').sort({ _id: 1 }).lean();
  for (const { _id } of expired) {
    try {
      if (settings.leadAction === 'delete') {
        if (await eraseLead(_id)) counts.leadsDeleted += 1;
      } else if (await anonymiseLead(_id, now)) counts.leadsAnonymised += 1;
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      console.error(`[retention] could not remove enquiry ${_id.toString()}:`, error);
    }
  }
}
