import { z } from 'zod';
import type { OpportunityAnswers } from '@/lib/opportunity-card/answers';
import { opportunityAnswersSchema } from '@/lib/opportunity-card/answers-schema';

// What a self-check adds to an enquiry besides the typed fields: a structured block the visitor
// cannot edit. The server validates it (leadAttachmentSchema below), works out everything else
// itself (the Opportunity Card result from the answers, the items' names from the checklist) and
// stores it with the lead.
export type LeadAttachment =
  | { kind: 'opportunity-check'; answers: OpportunityAnswers }
  // A document checklist's items (their ids) the visitor ticked and did not tick.
  | { kind: 'document-check'; checklist: string; ticked: string[]; unticked: string[] };

// A self-check's block as a request carries it. Item ids are checked against the checklist by the
// server; here only their shape.
const itemIds = z.array(z.string().trim().min(1).max(100)).max(200);
export const leadAttachmentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('opportunity-check'), answers: opportunityAnswersSchema }),
  z.strictObject({ kind: z.literal('document-check'), checklist: z.string().trim().min(1).max(100), ticked: itemIds, unticked: itemIds }),
]);

// How a page opens the enquiry dialog with a block: the block, the readable summary the message
// field starts with (the visitor may edit it), the line that says what is attached, and the one
// line a WhatsApp chat adds.
export type EnquiryAttachment = {
  attachment: LeadAttachment;
  summary: string;
  label: string;
  chatLine: string;
};
