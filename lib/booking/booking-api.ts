import { BOOKING_LIMIT_CODE, type BookingConfirmation, type SlotsResponse } from './booking';

// Browser-side client of the public booking API (issue 29). Never throws: every failure comes back
// as a kind the page can answer with words in its own language, keeping what the visitor typed.

export type SlotsAnswer = { ok: true; slots: string[] } | { ok: false };

// `token`: a reschedule link's, so the booking's own time and a type no longer offered count.
export async function fetchSlots(typeId: string, from: string, to: string, signal?: AbortSignal, token?: string): Promise<SlotsAnswer> {
  try {
    const query = new URLSearchParams({ type: typeId, from, to, ...(token ? { token } : {}) });
    const response = await fetch(`/api/v1/booking/slots?${query}`, { signal, cache: 'no-store' });
    if (!response.ok) return { ok: false };
    const body = (await response.json()) as { data?: SlotsResponse };
    return { ok: true, slots: body.data?.slots ?? [] };
  } catch {
    return { ok: false };
  }
}

export type ChangeAnswer =
  // 201 / 200: booked, moved or cancelled (a cancellation carries no confirmation).
  | { kind: 'done'; confirmation: BookingConfirmation | null }
  // 409 with other free times: the chosen one was taken meanwhile.
  | { kind: 'taken'; message: string; alternatives: string[] }
  // 409 'booking-limit': the address already holds its upcoming bookings; the server's message says
  // where their links are.
  | { kind: 'limit'; message: string }
  // 400: the server's field errors, in the page's language.
  | { kind: 'invalid'; message: string; errors: Record<string, string[]> }
  // 422: too close to the meeting to change it by link; the page offers phone and WhatsApp.
  | { kind: 'too-late'; message: string }
  // 403 / 409 without alternatives / 410: the link is invalid, used or expired.
  | { kind: 'link'; message: string }
  // Anything else (network, 404, 429, 5xx).
  | { kind: 'failed'; message: string };

type Endpoint = '/api/v1/booking' | '/api/v1/booking/reschedule' | '/api/v1/booking/cancel';

export async function sendBooking(endpoint: Endpoint, body: Record<string, unknown>): Promise<ChangeAnswer> {
  try {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string;
      data?: BookingConfirmation;
      errors?: Record<string, string[]>;
      alternatives?: string[];
      code?: string;
    };
    const message = answer.message ?? '';
    if (response.ok) return { kind: 'done', confirmation: answer.data && 'start' in answer.data ? answer.data : null };
    if (response.status === 409 && Array.isArray(answer.alternatives)) return { kind: 'taken', message, alternatives: answer.alternatives };
    if (response.status === 409 && answer.code === BOOKING_LIMIT_CODE && message) return { kind: 'limit', message };
    if (response.status === 400) return { kind: 'invalid', message, errors: answer.errors ?? {} };
    if (response.status === 422) return { kind: 'too-late', message };
    if ([403, 409, 410].includes(response.status)) return { kind: 'link', message };
    return { kind: 'failed', message };
  } catch {
    return { kind: 'failed', message: '' };
  }
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

export function bookingAttachment(): unknown {
  try {
    const stored = window.sessionStorage.getItem(ATTACHMENT_KEY);
    return stored ? (JSON.parse(stored) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function forgetBookingAttachment(): void {
  try {
    window.sessionStorage.removeItem(ATTACHMENT_KEY);
  } catch {
    // nothing to forget
  }
}
