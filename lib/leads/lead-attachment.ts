import type { OpportunityAnswers } from '@/lib/opportunity-card/answers';

// What a self-check adds to an enquiry besides the typed fields: a structured block the visitor
// cannot edit. The server validates it (lib/validation/lead.ts, leadAttachmentSchema), works out
// everything else itself (the Opportunity Card result from the answers, the items' names from the
// checklist) and stores it with the lead.
export type LeadAttachment =
  | { kind: 'opportunity-check'; answers: OpportunityAnswers }
  // A document checklist's items (their ids) the visitor ticked and did not tick.
  | { kind: 'document-check'; checklist: string; ticked: string[]; unticked: string[] };

// How a page opens the enquiry dialog with a block: the block, the readable summary the message
// field starts with (the visitor may edit it), the line that says what is attached, and the one
// line a WhatsApp chat adds.
export type EnquiryAttachment = {
  attachment: LeadAttachment;
  summary: string;
  label: string;
  chatLine: string;
};
