import toast from 'react-hot-toast';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import type { EnquiryDto } from '@/lib/enquiries/dto';
import type { EnquiryStatus } from '@/lib/validation/enquiry';
import { goToLogin } from '@/components/admin/admin-api';
import { deleteEnquiry, markEnquiryRead, updateEnquiryStatus, type ApiOutcome } from './enquiries-api';

// SPEC section 8: failures are toasted and logged; an ended session goes to the sign-in page.
export function reportFailure(message: string, outcome: ApiOutcome<unknown>): void {
  console.error(message, outcome);
  toast.error(message);
  if (!outcome.ok && outcome.status === 401) goToLogin();
}

// Each action answers the changed enquiry (or true for a deletion), or null when it failed.
export async function changeStatus(id: string, status: EnquiryStatus): Promise<EnquiryDto | null> {
  const outcome = await updateEnquiryStatus(id, status);
  if (!outcome.ok) {
    reportFailure(COPY.toasts.statusFailed, outcome);
    return null;
  }
  toast.success(COPY.toasts.statusUpdated);
  return outcome.data;
}

export async function markRead(id: string): Promise<EnquiryDto | null> {
  const outcome = await markEnquiryRead(id);
  if (!outcome.ok) {
    reportFailure(COPY.toasts.markReadFailed, outcome);
    return null;
  }
  toast.success(COPY.toasts.markedRead);
  return outcome.data;
}

// Asks first (SPEC section 5); false when the admin cancelled or the call failed.
export async function removeEnquiry(id: string): Promise<boolean> {
  if (!window.confirm(COPY.confirmDelete)) return false;
  const outcome = await deleteEnquiry(id);
  if (!outcome.ok) {
    reportFailure(COPY.toasts.deleteFailed, outcome);
    return false;
  }
  toast.success(COPY.toasts.deleted);
  return true;
}
