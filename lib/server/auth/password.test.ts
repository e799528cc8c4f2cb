import { describe, expect, it } from 'vitest';
import { passwordHashCost } from './password';

describe('passwordHashCost', () => {
  it('is 12 in production, whatever PASSWORD_HASH_COST says', () => {
    expect(passwordHashCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '4' })).toBe(12);
  });

  it('takes PASSWORD_HASH_COST from 4 to 12 elsewhere, and 12 for anything else', () => {
    expect(passwordHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: '4' })).toBe(4);
    expect(passwordHashCost({ NODE_ENV: 'development', PASSWORD_HASH_COST: '10' })).toBe(10);
    for (const value of [undefined, '', '3', '13', '4.5', 'low']) {
      expect(passwordHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: value }), String(value)).toBe(12);
    }
  });
});
