import 'server-only';

export type BookingLinkAction = 'reschedule' | 'cancel';

// FOUNDATION STUBS (issue 29): the engine replaces the bodies. A link's token is signed (jose, a
// key derived from JWT_SECRET), names the booking and the action, and expires at the meeting's
// start as it was when the mail was written; a token is used once (claimOnce), and a moved
// booking's old links lead to the booking as it is now.

// The visitor's two links for a booking as it is now, as absolute addresses in its language:
// /book/reschedule?token=… and /book/cancel?token=… (German: /de/termin/verschieben, /de/termin/absagen).
export async function bookingLinks(bookingId: string): Promise<Record<BookingLinkAction, string>> {
  void bookingId;
  throw new Error('bookingLinks: the booking engine is not merged yet');
}

export type TokenCheck = { ok: true; bookingId: string; tokenId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

// Reads a token for `action` without spending it (the page a link opens).
export async function readBookingToken(token: string, action: BookingLinkAction, now: Date = new Date()): Promise<TokenCheck> {
  void [token, action, now];
  throw new Error('readBookingToken: the booking engine is not merged yet');
}
