import { describe, expect, it } from 'vitest';
import { confirmRequestSchema, subscribeRequestSchema, unsubscribeQuerySchema } from './newsletter';

const valid = { email: 'Priya@Example.com', consent: true, locale: 'de', page: '/blog/study-in-germany' };
const TOKEN = 'A'.repeat(43);

describe('the newsletter subscription request', () => {
  it('takes an address (lowercased), the ticked consent, a published language and the page', () => {
    expect(subscribeRequestSchema.parse(valid)).toEqual({ ...valid, email: 'priya@example.com', website: '' });
  });

  it('refuses a consent that is not exactly true (an unticked box, a string)', () => {
    for (const consent of [false, 'true', 1, undefined]) {
      expect(subscribeRequestSchema.safeParse({ ...valid, consent }).success, String(consent)).toBe(false);
    }
  });

  it('refuses a bad address, a line break in it, an unpublished language, a page that is not a path, unknown keys', () => {
    const refused = [
      { email: 'not-an-address' },
      { email: 'a@b.c\nBcc: x@y.z' },
      { locale: 'fr' },
      { locale: 'xx' },
      { page: 'https://elsewhere.example/' },
      { page: '//elsewhere.example/' },
      { page: '/blog?utm=1' },
      { extra: 1 },
    ];
    for (const change of refused) expect(subscribeRequestSchema.safeParse({ ...valid, ...change }).success, JSON.stringify(change)).toBe(false);
  });

  it('keeps the honeypot, so the server can see a bot filled it', () => {
    expect(subscribeRequestSchema.parse({ ...valid, website: 'http://spam.example' }).website).toBe('http://spam.example');
  });
});

describe('the confirmation and unsubscribe requests', () => {
  it('take a link token of the shape the server makes (32 random bytes, base64url)', () => {
    expect(confirmRequestSchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
    expect(confirmRequestSchema.parse({ token: TOKEN, locale: 'de' })).toEqual({ token: TOKEN, locale: 'de' });
    expect(unsubscribeQuerySchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
    for (const token of ['', 'short', `${TOKEN}A`, `${'A'.repeat(42)}=`, { $ne: null }]) {
      expect(confirmRequestSchema.safeParse({ token }).success).toBe(false);
      expect(unsubscribeQuerySchema.safeParse({ token }).success).toBe(false);
    }
  });
});
