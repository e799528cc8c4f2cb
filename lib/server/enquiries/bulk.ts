import 'server-only';
import { DomainError } from '@/lib/server/errors';
import type { BulkAction } from '@/lib/enquiries/lead-actions';
import { assignLead } from './assignment';
import { deleteEnquiry, setEnquiryStatus } from './commands';
import type { LeadActor } from './lead-events';

// One action on many leads, one lead at a time through the same commands as a single change (so
// each gets its timeline entry). A lead deleted meanwhile by someone else is counted as missing,
// not as a failure of the rest. Answers the ids it acted on.
export async function runBulkAction(action: BulkAction, actor: LeadActor): Promise<{ done: string[]; missing: string[] }> {
  const done: string[] = [];
  const missing: string[] = [];
  for (const id of new Set(action.ids)) {
    try {
      if (action.action === 'status') await setEnquiryStatus(id, action.status, actor);
      else if (action.action === 'assign') await assignLead(id, action.assigneeId, actor);
      else await deleteEnquiry(id);
      done.push(id);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not-found') missing.push(id);
      else throw error;
    }
  }
  return { done, missing };
}
