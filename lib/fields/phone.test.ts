import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone';

describe('isPhoneNumber', () => {
  it.each(['+49 (30) 123-456/78', '030 1234567', '+91 98765 43210', '123456', '1'.repeat(20), '(0049) 151-2345678'])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each([
    ['a text', 'evil.example/pay now'],
    ['words around a number', 'call 030 1234567'],
    ['five digits', '12345'],
    ['21 digits', '1'.repeat(21)],
    ['a + inside', '+49 30 12+34567'],
    ['a dot', '030.1234567'],
    ['a tab', '030\t1234567'],
    ['other digits than 0-9', '٠٣٠١٢٣٤٥٦٧'],
    ['nothing', ''],
  ])('refuses %s', (_label, value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});
