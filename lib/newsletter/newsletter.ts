// The newsletter's shared vocabulary (issue 30), browser-safe.

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

// How a subscriber left: the unsubscribe page's button, a mail program's RFC 8058 one-click POST,
// a staff member on request, or a reply or mail asking for it.
export const UNSUBSCRIBE_WAYS = ['link', 'one-click', 'staff', 'mail'] as const;
export type UnsubscribeWay = (typeof UNSUBSCRIBE_WAYS)[number];

// A confirmation link works for 7 days; a subscription still unconfirmed after 30 is deleted by
// the retention job.
export const CONFIRM_LINK_DAYS = 7;
export const PENDING_KEEP_DAYS = 30;

// The secret of a link: 32 random bytes, base64url (lib/server/auth/account-tokens.ts).
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
