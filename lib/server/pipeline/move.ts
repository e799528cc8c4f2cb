import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { ENQUIRY_NOT_FOUND } from '@/lib/server/enquiries/commands';
import { recordLeadEvent, type LeadActor } from '@/lib/server/enquiries/lead-events';
import { checkEnquiryId } from '@/lib/server/enquiries/queries';
import { BOOKED_STAGE, CLIENT_STAGE, moveSchema, NOT_A_FIT_STAGE, stageOf, type Stage } from '@/lib/pipeline/stages';
import { Enquiry } from '@/models/enquiry';
import { readStages } from './stages';

export type StageMove = { fullName: string; from: Stage; to: Stage; moved: boolean };

type LeadRow = { fullName: string; stage?: string | null; anonymisedAt?: Date | null };

async function leadOf(id: string): Promise<LeadRow> {
  checkEnquiryId(id);
  await connectDb();
  const lead = await Enquiry.findById(id).select('fullName stage anonymisedAt').lean<LeadRow>();
  if (!lead) throw new DomainError('not-found', ENQUIRY_NOT_FOUND);
  return lead;
}

// One document write and one timeline event; the event names both stages as they were called then.
async function move(id: string, from: Stage, to: Stage, actor: LeadActor | null): Promise<void> {
  await Enquiry.updateOne({ _id: id }, { $set: { stage: to.id, stageSince: new Date() } });
  await recordLeadEvent(id, actor, { kind: 'stage', fromStage: from.name, toStage: to.name });
}

// Staff move a lead to any stage on the list as it is now (a stage removed meanwhile is refused
// with the field's error). Moving it to the stage it is in changes nothing and records nothing.
export async function moveLeadToStage(input: { id: string; stageId: string }, actor: LeadActor): Promise<StageMove> {
  const stages = await readStages();
  const parsed = moveSchema(stages).safeParse(input);
  if (!parsed.success) throw parsed.error;
  const lead = await leadOf(parsed.data.id);
  const from = stageOf(lead.stage, stages);
  const to = stages.find((stage) => stage.id === parsed.data.stageId)!;
  if (from.id === to.id) return { fullName: lead.fullName, from, to, moved: false };
  await move(parsed.data.id, from, to, actor);
  return { fullName: lead.fullName, from, to, moved: true };
}

// A consultation booked moves its lead to Consultation booked, by the system, only forward: not
// out of Client or Not a fit, nor back from a stage after it. Never fails the booking: a failure
// is logged (the lead stays where it was; staff can move it).
export async function moveToBookedStage(enquiryId: string): Promise<void> {
  try {
    const stages = await readStages();
    const booked = stages.findIndex((stage) => stage.id === BOOKED_STAGE);
    const lead = await leadOf(enquiryId);
    const from = stageOf(lead.stage, stages);
    if (booked < 0 || lead.anonymisedAt || from.id === CLIENT_STAGE || from.id === NOT_A_FIT_STAGE) return;
    if (stages.indexOf(from) >= booked) return;
    await move(enquiryId, from, stages[booked]!, null);
  } catch (error) {
    console.error(`[pipeline] could not move lead ${enquiryId} to Consultation booked:`, error);
  }
}

// The lead's stage for its page: where it is, since when, and the list to move it to.
export async function leadStage(id: string): Promise<{ stage: Stage; since: string; stages: Stage[] } | null> {
  checkEnquiryId(id);
  await connectDb();
  const [stages, lead] = await Promise.all([readStages(), Enquiry.findById(id).select('stage stageSince submittedAt').lean<{ stage?: string | null; stageSince?: Date | null; submittedAt?: Date }>()]);
  if (!lead) return null;
  return { stage: stageOf(lead.stage, stages), since: (lead.stageSince ?? lead.submittedAt ?? new Date()).toISOString(), stages };
}
