import { randomUUID } from 'node:crypto';

// A newsletter subscriber as the box's and the confirm button's actions store one
// (models/newsletter-subscriber.ts), for tests that need subscribers in bulk or in a given state:
// integration tests create it through the model, end-to-end tests insert it into the database directly. Confirmed unless told otherwise;
// a pending one has no confirmation.
export const SUBSCRIBER_CONSENT = 'Yes, send me the newsletter about studying and working in Germany, about once a month. I can unsubscribe at any time.';

export function subscriberDocument(email: string, fields: Record<string, unknown> = {}) {
  const hash = randomUUID().replaceAll('-', '');
  const confirmed = (fields.status ?? 'confirmed') !== 'pending';
  return {
    email,
    locale: 'en',
    status: 'confirmed',
    consent: { text: SUBSCRIBER_CONSENT, version: '2026-11-26', privacyPolicyVersion: null },
    subscribedAt: new Date('2026-11-20T09:05:17Z'),
    subscribedIp: '203.0.113.7',
    subscribedPage: '/blog/study-in-germany',
    userAgent: 'Mozilla/5.0 Test',
    confirmedAt: confirmed ? new Date('2026-11-20T09:12:00Z') : null,
    confirmationIp: confirmed ? '203.0.113.8' : null,
    unsubscribedAt: null,
    unsubscribedHow: null,
    confirmTokenHash: `c${hash}`,
    confirmTokenExpiresAt: new Date('2026-11-27T09:05:17Z'),
    unsubscribeTokenHash: `u${hash}`,
    ...fields,
  };
}
