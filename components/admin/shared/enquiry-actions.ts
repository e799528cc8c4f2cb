import toast from 'react-hot-toast';
import { callAdminApi, goToLogin, type ApiResult } from '@/components/admin/admin-api';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import type { EnquiryStatus } from '@/lib/validation/enquiry';

// The inbox's writes, through the one admin client to the /api/v1 contract. Each resolves true
// when the change went through; the screen then reads the list again on the server.

const itemUrl = (id: string) => `/api/v1/contact/enquiries/${encodeURIComponent(id)}`;

// SPEC section 8: failures are toasted and logged; an ended session goes to the sign-in page.
function settle(result: ApiResult, done: string, failed: string): boolean {
  if (result.ok) {
    toast.success(done);
    return true;
  }
  console.error(failed, result);
  toast.error(failed);
  if (result.status === 401) goToLogin();
  return false;
}

// keepalive: the Reply link sends this while the mail program takes over the window.
export async function changeStatus(id: string, status: EnquiryStatus): Promise<boolean> {
  const init = { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status }), keepalive: true };
  return settle(await callAdminApi(`${itemUrl(id)}/status`, init), COPY.toasts.statusUpdated, COPY.toasts.statusFailed);
}

// quiet: opening a lead marks it read without a toast (a failure only leaves it unread).
export async function markRead(id: string, { quiet = false } = {}): Promise<boolean> {
  const result = await callAdminApi(`${itemUrl(id)}/read`, { method: 'PATCH' });
  if (quiet) return result.ok;
  return settle(result, COPY.toasts.markedRead, COPY.toasts.markReadFailed);
}

// Asks first (SPEC section 5); false when the admin cancelled or the call failed.
export async function removeEnquiry(id: string): Promise<boolean> {
  if (!window.confirm(COPY.confirmDelete)) return false;
  return settle(await callAdminApi(itemUrl(id), { method: 'DELETE' }), COPY.toasts.deleted, COPY.toasts.deleteFailed);
}
