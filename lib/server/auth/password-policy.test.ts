import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-policy';

describe('newPasswordProblem', () => {
  it('refuses blank and whitespace-only passwords of any length', () => {
    for (const blank of ['', ' '.repeat(12), '\t'.repeat(20), ' \n '.repeat(8)]) {
      expect(newPasswordProblem(blank)).toBe('The password must not be blank');
    }
  });

  it('refuses common passwords, whatever their case or surrounding spaces', () => {
    for (const common of ['password1234', 'Password1234', ' PASSWORD1234 ', '123456789012', 'qwertyuiop123']) {
      expect(newPasswordProblem(common), common).toBe('This password is too common; choose one that is harder to guess');
    }
  });

  it('refuses short and over-long passwords', () => {
    expect(newPasswordProblem('short pass')).toBe('The password must have at least 12 characters');
    expect(newPasswordProblem('x'.repeat(73))).toBe('The password must be at most 72 bytes');
    // 36 two-byte characters are 72 bytes; one more is too many.
    expect(newPasswordProblem('é'.repeat(36))).toBeNull();
    expect(newPasswordProblem('é'.repeat(37))).toBe('The password must be at most 72 bytes');
  });

  it('accepts a long, uncommon password as typed', () => {
    expect(newPasswordProblem('correct horse battery staple')).toBeNull();
    expect(newPasswordProblem('  spaces around are kept  ')).toBeNull();
  });
});
