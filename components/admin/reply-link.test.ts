import { describe, expect, it } from 'vitest';
import { replyHref, replySubject } from './reply-link';

describe('replySubject', () => {
  it('names the service when there is one', () => {
    expect(replySubject('Student Visa')).toBe('Re: your enquiry about Student Visa');
  });

  it("is in the lead's language", () => {
    expect(replySubject('Student Visa', 'de')).toBe('Re: Ihre Anfrage zu Student Visa');
    expect(replySubject(null, 'de')).toBe('Re: Ihre Anfrage');
    expect(replySubject(null, 'en')).toBe('Re: your enquiry');
  });

  it('is the plain subject without a service', () => {
    expect(replySubject(null)).toBe('Re: your enquiry');
    expect(replySubject('   ')).toBe('Re: your enquiry');
  });
});

describe('replyHref', () => {
  it('builds a mailto link with a %20-encoded subject', () => {
    expect(replyHref({ email: 'anna@example.com', serviceName: 'Student Visa' })).toBe(
      'mailto:anna@example.com?subject=Re%3A%20your%20enquiry%20about%20Student%20Visa',
    );
  });

  it('encodes characters of the address that would change the link', () => {
    expect(replyHref({ email: 'a+b%c?d@example.com', serviceName: null })).toBe(
      'mailto:a%2Bb%25c%3Fd@example.com?subject=Re%3A%20your%20enquiry',
    );
  });

  it('keeps a service name with & or # inside the subject', () => {
    const href = replyHref({ email: 'x@example.com', serviceName: 'Jobs & Visas #1' });
    expect(new URL(href).searchParams.get('subject')).toBe('Re: your enquiry about Jobs & Visas #1');
  });
});
