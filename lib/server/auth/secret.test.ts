import { describe, expect, it, beforeEach } from 'vitest';
import { resetSessionSecretCache, sessionSecret } from './secret';

beforeEach(() => resetSessionSecretCache());

describe('sessionSecret', () => {
  it('uses JWT_SECRET and refuses one shorter than 32 characters', () => {
    expect(new TextDecoder().decode(sessionSecret({ JWT_SECRET: 's'.repeat(32), NODE_ENV: 'production' }))).toBe('s'.repeat(32));
    resetSessionSecretCache();
    expect(() => sessionSecret({ JWT_SECRET: 'short', NODE_ENV: 'production' })).toThrow(/at least 32/);
  });

  it('refuses to run in production without JWT_SECRET', () => {
    expect(() => sessionSecret({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required in production');
  });
});
