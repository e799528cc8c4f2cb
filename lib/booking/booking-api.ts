import { fetchJson } from '@/components/ui/fetch-json';
import type { SlotsResponse } from './booking';

// The booking picker's browser side (issue 29): the free times it reads from the public API (the
// booking, move and cancel forms post to their Server Actions), and a self-check's result carried
// to the booking.

export type SlotsAnswer = { ok: true; slots: string[] } | { ok: false };

// `token`: a reschedule link's, so the booking's own time and a type no longer offered count.
export async function fetchSlots(typeId: string, from: string, to: string, signal?: AbortSignal, token?: string): Promise<SlotsAnswer> {
  const query = new URLSearchParams({ type: typeId, from, to, ...(token ? { token } : {}) });
  const answer = await fetchJson(`/api/v1/booking/slots?${query}`, { signal, cache: 'no-store' });
  if (!answer.ok) return { ok: false };
  return { ok: true, slots: (answer.body as { data?: SlotsResponse } | null)?.data?.slots ?? [] };
}

// A self-check's result travels to the booking page in sessionStorage (not the address, which the
// cached booking pages do not read on the server): the check's "Book a consultation" link stores
// it, the booking sends it with the booking and removes it once booked.
const ATTACHMENT_KEY = 'booking-attachment';

export function rememberBookingAttachment(attachment: unknown): void {
  try {
    window.sessionStorage.setItem(ATTACHMENT_KEY, JSON.stringify(attachment));
  } catch {
    // Storage can be disabled; the booking then goes without the check's result.
  }
}

// As stored (JSON text, '' for none): the booking form sends it as a hidden field, which the
// server parses and checks.
export function bookingAttachmentText(): string {
  try {
    return window.sessionStorage.getItem(ATTACHMENT_KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetBookingAttachment(): void {
  try {
    window.sessionStorage.removeItem(ATTACHMENT_KEY);
  } catch {
    // nothing to forget
  }
}
