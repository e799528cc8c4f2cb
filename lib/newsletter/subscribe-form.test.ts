import { describe, expect, it } from 'vitest';
import { subscribeRequestSchema } from '@/lib/validation/newsletter';
import { missingFields, subscribeBody, subscribeOutcome } from './subscribe-form';

describe('the subscription box', () => {
  it('sends what the route expects: the address, the consent, the language and the page it is on', () => {
    const body = subscribeBody({ email: 'reader@example.com', consent: true, website: '' }, 'de', '/de/blog/studieren-in-berlin');
    expect(body).toEqual({ email: 'reader@example.com', consent: true, locale: 'de', page: '/de/blog/studieren-in-berlin', website: '' });
    expect(subscribeRequestSchema.safeParse(body).success).toBe(true);
  });

  it('keeps a very long page path within what the route records', () => {
    const body = subscribeBody({ email: 'reader@example.com', consent: true, website: '' }, 'en', `/blog/${'a'.repeat(400)}`);
    expect(body.page).toHaveLength(300);
    expect(subscribeRequestSchema.safeParse(body).success).toBe(true);
  });

  it('asks for the address and the ticked consent before sending anything', () => {
    expect(missingFields({ email: ' ', consent: false, website: '' })).toEqual(['email', 'consent']);
    expect(missingFields({ email: 'reader@example.com', consent: false, website: '' })).toEqual(['consent']);
    expect(missingFields({ email: 'reader@example.com', consent: true, website: '' })).toEqual([]);
  });

  it('shows the neutral answer for a 202, the fields for a 400, its own message for a 429 and anything else', () => {
    expect(subscribeOutcome({ ok: true })).toEqual({ kind: 'sent' });
    expect(subscribeOutcome({ ok: false, status: 400, errors: { email: ['Please enter a valid email address'] } })).toEqual({ kind: 'fields', fields: ['email'] });
    expect(subscribeOutcome({ ok: false, status: 400, errors: { consent: ['x'], email: ['y'] } })).toEqual({ kind: 'fields', fields: ['email', 'consent'] });
    expect(subscribeOutcome({ ok: false, status: 429 })).toEqual({ kind: 'tooMany' });
    for (const status of [0, 400, 404, 500, 503]) expect(subscribeOutcome({ ok: false, status })).toEqual({ kind: 'failed' });
  });
});
