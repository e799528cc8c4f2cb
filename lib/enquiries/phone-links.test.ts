import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from './phone-links';

describe('phone links', () => {
  it('calls the number as written, keeping an international +', () => {
    expect(telHref('+49 151 2345-678')).toBe('tel:+491512345678');
    expect(telHref('030 1234567')).toBe('tel:0301234567');
    expect(telHref('n/a')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('opens WhatsApp with the international number, reading a national one as German', () => {
    expect(whatsappHref('+234 803 123 4567')).toBe('https://wa.me/2348031234567');
    expect(whatsappHref('0049 151 2345678')).toBe('https://wa.me/491512345678');
    expect(whatsappHref('0151 2345678')).toBe('https://wa.me/491512345678');
    expect(whatsappHref('12')).toBeNull();
    expect(whatsappHref('+1 234 567 890 123 456 7')).toBeNull();
  });
});
