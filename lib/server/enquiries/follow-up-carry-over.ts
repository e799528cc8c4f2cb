import 'server-only';
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { FOLLOW_UP_TITLE } from '@/lib/enquiries/lead-task';
import { Enquiry } from '@/models/enquiry';
import { LeadTask } from '@/models/lead-task';
import { refreshNextTaskDue } from './tasks';

// The follow-up date of earlier versions becomes a task (issue 47), once, at every instance's
// start (instrumentation.ts). Each lead's followUpAt turns into an open "Follow up" task for the
// lead's owner, then followUpAt is cleared. The task's _id is made from the lead and its follow-up
// time, so the insert is the claim: of any number of instances (or runs cut off half-way) one
// inserts it and the others hit the _id index, the one write atomic on FerretDB v1 as on MongoDB.
// Clearing followUpAt only where it still holds that time is idempotent too.

function carriedTaskId(enquiryId: string, followUpAt: Date): mongoose.Types.ObjectId {
  const hash = createHash('sha256').update(`follow-up:${enquiryId}:${followUpAt.toISOString()}`).digest('hex');
  return new mongoose.Types.ObjectId(hash.slice(0, 24));
}

// Answers how many tasks this run made (0 once everything is carried over).
export async function carryOverFollowUps(): Promise<number> {
  await connectDb();
  const leads = await Enquiry.find({ followUpAt: mongoose.trusted({ $ne: null }) }).select('followUpAt assignedTo').lean();
  let made = 0;
  for (const lead of leads) {
    const enquiryId = lead._id.toString();
    const followUpAt = lead.followUpAt!;
    try {
      await LeadTask.create({
        _id: carriedTaskId(enquiryId, followUpAt),
        enquiryId,
        title: FOLLOW_UP_TITLE,
        dueAt: followUpAt,
        assigneeId: lead.assignedTo || null,
        fromFollowUp: true,
      });
      made += 1;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    await Enquiry.updateOne({ _id: enquiryId, followUpAt }, { $set: { followUpAt: null } });
    await refreshNextTaskDue(enquiryId);
  }
  return made;
}
