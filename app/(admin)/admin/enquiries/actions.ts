'use server';

import { z } from 'zod';
import { adminAction, adminRecordAction, adminRecordFormAction } from '@/lib/server/admin-action';
import type { SessionUser } from '@/lib/server/auth/session';
import { assignLead } from '@/lib/server/enquiries/assignment';
import { createLeadTask, setFollowUp } from '@/lib/server/enquiries/tasks';
import { runBulkAction } from '@/lib/server/enquiries/bulk';
import { deleteEnquiry, markEnquiryRead, setEnquiryStatus } from '@/lib/server/enquiries/commands';
import { recordLeadEvent } from '@/lib/server/enquiries/lead-events';
import { addLeadNote } from '@/lib/server/enquiries/notes';
import { checkEnquiryId } from '@/lib/server/enquiries/queries';
import { DomainError } from '@/lib/server/errors';
import { resendLeadMail } from '@/lib/server/leads/lead-mail';
import { sendLeadReply } from '@/lib/server/replies/send-reply';
import { ENQUIRY_STATUSES } from '@/lib/enquiries/enquiry';
import { assignmentSchema, bulkActionSchema, followUpSchema, noteSchema } from '@/lib/enquiries/lead-actions';
import { replySchema } from '@/lib/replies/reply-template';
import { taskInputSchema } from '@/lib/enquiries/lead-task';

// The writes of the inbox (/admin/enquiries), a lead's page and the dashboard's lead rows. The
// lead page binds the lead's id to the record actions; the lists name it in the input.

const actorOf = (user: SessionUser) => ({ id: user.id, name: user.name });
const enquiryId = z.string({ error: 'Invalid enquiry id' });

// Any status (SPEC: no transition rules); a change goes on the lead's timeline.
export const setLeadStatus = adminAction(
  'leads',
  z.object({ id: enquiryId, status: z.enum(ENQUIRY_STATUSES, 'Status must be one of new, read, replied, closed') }),
  ({ id, status }, { user }) => setEnquiryStatus(id, status, actorOf(user)),
);

// Opening a lead, or its button: a new lead becomes read.
export const markLeadRead = adminAction('leads', enquiryId, (id) => markEnquiryRead(id));

// The lead with its mail and timeline (lib/server/leads/lead-erasure.ts), audited as the API's DELETE.
export const deleteLead = adminAction('leads', enquiryId, async (id, { audit }) => {
  await deleteEnquiry(id);
  await audit({ action: 'lead-deleted', target: id });
});

// An internal note on the lead's timeline.
export const addNote = adminRecordAction('leads', noteSchema, (id, { text }, { user }) => addLeadNote(id, text, actorOf(user)));

// The lead's owner (an account with lead access), or nobody.
export const assignOwner = adminRecordAction('leads', assignmentSchema, async (id, { assigneeId }, { user }) => {
  await assignLead(id, assigneeId, actorOf(user));
});

// The day to get back to the lead (Berlin): a "Follow up" task due that day (issue 47).
export const setFollowUpDay = adminRecordAction('leads', followUpSchema, async (id, { date }, { user, audit }) => {
  const task = await setFollowUp(id, date, actorOf(user));
  await audit({ action: 'lead-task-created', target: id, details: `${task.title} (${task._id})` });
});

// A task on the lead (issue 47): the lead page's form, which posts before its scripts load.
export const addTask = adminRecordFormAction('leads', taskInputSchema, async (id, input, { user, audit }) => {
  const task = await createLeadTask(id, input, actorOf(user));
  await audit({ action: 'lead-task-created', target: id, details: `${task.title} (${task._id})` });
});

// An answer to the lead through the outbox, from the firm's address with Reply-To the staff
// member; the lead becomes replied.
export const sendReply = adminRecordAction('leads', replySchema, async (id, reply, { user }) => {
  await sendLeadReply(id, reply, { id: user.id, name: user.name, email: user.email });
});

// A failed e-mail of a lead sent again (notification, acknowledgement or reply:<id>); a conflict
// when it has not failed.
export const resendMail = adminAction(
  'leads',
  z.object({
    id: enquiryId,
    kind: z.string({ error: 'Name the e-mail to send again' }).regex(/^(notification|acknowledgement|reply:[0-9a-f]{24})$/, 'Name the e-mail to send again'),
  }),
  async ({ id, kind }, { user }) => {
    checkEnquiryId(id);
    if (!(await resendLeadMail(id, kind))) throw new DomainError('conflict', 'This e-mail has not failed: it is sent or still being tried.');
    await recordLeadEvent(id, actorOf(user), { kind: 'mail-resent', mailKind: kind });
  },
);

// A status, an owner or deletion for up to 100 leads; answers which were done and which were
// gone meanwhile. Each deletion is audited on its own.
export const runBulk = adminAction('leads', bulkActionSchema, async (action, { user, audit }) => {
  const result = await runBulkAction(action, actorOf(user));
  if (action.action === 'delete') for (const id of result.done) await audit({ action: 'lead-deleted', target: id, details: 'bulk' });
  return result;
});
