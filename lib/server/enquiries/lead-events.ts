import 'server-only';
import type { Types } from 'mongoose';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent, type LeadEventKind } from '@/models/lead-event';

// Who acted on a lead: the signed-in staff member (id and name as they are now).
export type LeadActor = { id: string; name: string };

export type LeadEventInput = {
  kind: LeadEventKind;
  text?: string;
  status?: string;
  assigneeId?: string;
  assigneeName?: string;
  followUpAt?: Date;
  subject?: string;
  mailKind?: string;
  // A booking's events (issue 29): the booking, its start (the new one for a move), its type's name.
  bookingId?: string;
  bookingStart?: Date;
  typeName?: string;
  // A stage move (issue 47): the stages' names then.
  fromStage?: string;
  toStage?: string;
  // A task's events (issue 47): the task and when it is due; its title is `text`.
  taskId?: string;
  dueAt?: Date;
};

// One entry on the lead's timeline, and the lead's last activity moved to now (the retention job
// reads it). Two single-document writes: the event is the record; the activity time is idempotent.
export async function recordLeadEvent(enquiryId: string | Types.ObjectId, actor: LeadActor | null, event: LeadEventInput): Promise<string> {
  const at = new Date();
  const created = await LeadEvent.create({ enquiryId, at, actorId: actor?.id ?? '', actorName: actor?.name ?? '', ...event });
  await Enquiry.updateOne({ _id: enquiryId.toString() }, { $set: { lastActivityAt: at } });
  return created._id.toString();
}
