import type { FormAction } from '@/lib/actions/form-state';
import type { Action } from '@/lib/actions/result';
import type { EnquiryStatus } from '@/lib/enquiries/enquiry';
import type { BulkAction } from '@/lib/enquiries/lead-actions';
import type { ReplyInput } from '@/lib/replies/reply-template';

// The lead Server Actions (app/(admin)/admin/enquiries/actions.ts) as the pages pass them down to
// the inbox, a lead's page and the dashboard's rows.

export type StatusChange = { id: string; status: EnquiryStatus };
export type SetStatus = Action<StatusChange, unknown>;
export type MarkRead = Action<string, unknown>;
export type ResendMail = Action<{ id: string; kind: string }>;

export type InboxActions = {
  setStatus: SetStatus;
  markRead: MarkRead;
  deleteLead: Action<string>;
  resend: ResendMail;
  bulk: Action<BulkAction, { done: string[]; missing: string[] }>;
};

// The record actions with the lead's id bound by the page.
export type LeadPageActions = {
  setStatus: SetStatus;
  markRead: MarkRead;
  resend: ResendMail;
  addNote: Action<{ text: string }>;
  assign: Action<{ assigneeId: string | null }>;
  setFollowUp: Action<{ date: string }>;
  sendReply: Action<ReplyInput>;
  // A lead's tasks (issue 47): forms that post before the scripts load.
  addTask: FormAction;
  completeTask: FormAction;
  reopenTask: FormAction;
};
