import { describe, expect, it } from 'vitest';
import { subscribeFormSchema, unsubscribeQuerySchema } from './subscribe-request';

const MESSAGES = { emailInvalid: 'Bad address', consentRequired: 'Tick the box' };
const schema = subscribeFormSchema(MESSAGES);
// The box's fields as a form posts them, with the language its action adds.
const valid = { email: 'Priya@Example.com', consent: 'on', locale: 'de' };
const TOKEN = 'A'.repeat(43);

const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  return result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the subscription box’s form', () => {
  it('takes an address (trimmed, lowercased), the ticked box, a published language, and no honeypot', () => {
    expect(schema.parse({ ...valid, email: ' Priya@Example.com ' })).toEqual({ email: 'priya@example.com', consent: true, locale: 'de', website: '' });
  });

  it('refuses a box that is not ticked: only "on" counts, with the box’s message', () => {
    for (const consent of [undefined, '', 'off', 'true', true]) expect(errorsOf({ ...valid, consent }), String(consent)).toEqual([['consent', 'Tick the box']]);
  });

  it('refuses an empty, malformed or overlong address with the box’s message', () => {
    for (const email of ['', '   ', 'not-an-address', `${'a'.repeat(250)}@example.com`]) expect(errorsOf({ ...valid, email }), email).toEqual([['email', 'Bad address']]);
  });

  it('refuses a line break or another control character in the address with the box’s one message, which would start a header of its own in a mail', () => {
    for (const email of ['a@b.c\nBcc: x@y.z', 'a\u0007b@c.de', 'a@b.de\u2028x']) expect(errorsOf({ ...valid, email }), JSON.stringify(email)).toEqual([['email', 'Bad address']]);
  });

  it('refuses a language the site does not publish', () => {
    for (const locale of ['fr', 'xx', undefined]) expect(errorsOf({ ...valid, locale }).map(([path]) => path), String(locale)).toEqual(['locale']);
  });

  it('keeps the honeypot, so the server can see a bot filled it', () => {
    expect(schema.parse({ ...valid, website: 'http://spam.example' }).website).toBe('http://spam.example');
  });
});

describe('the unsubscribe link’s query', () => {
  it('takes a link token of the shape the server makes (32 random bytes, base64url)', () => {
    expect(unsubscribeQuerySchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
    for (const token of ['', 'short', `${TOKEN}A`, `${'A'.repeat(42)}=`, { $ne: null }]) expect(unsubscribeQuerySchema.safeParse({ token }).success, JSON.stringify(token)).toBe(false);
  });
});
