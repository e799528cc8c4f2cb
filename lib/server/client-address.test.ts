import { describe, expect, it } from 'vitest';
import { clientAddress, SOCKET_ADDRESS_HEADER } from './client-address';

const headers = (values: Record<string, string>) => new Headers(values);

describe('clientAddress', () => {
  it('uses the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const h = headers({ [SOCKET_ADDRESS_HEADER]: '::ffff:203.0.113.9', 'x-forwarded-for': '1.2.3.4' });
    expect(clientAddress(h, 0)).toBe('203.0.113.9');
  });

  it('takes the address our one trusted proxy saw, ignoring what the visitor prepended', () => {
    const h = headers({ [SOCKET_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 198.51.100.7' });
    expect(clientAddress(h, 1)).toBe('198.51.100.7');
  });

  it('walks back one entry per trusted proxy and stops at the leftmost entry', () => {
    const h = headers({ [SOCKET_ADDRESS_HEADER]: '10.0.0.3', 'x-forwarded-for': '198.51.100.7, 10.0.0.2' });
    expect(clientAddress(h, 2)).toBe('198.51.100.7');
    expect(clientAddress(h, 5)).toBe('198.51.100.7');
  });

  it('falls back to X-Forwarded-For as Next.js fills it when the socket header is missing', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '127.0.0.1' }), 0)).toBe('127.0.0.1');
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }), 1)).toBe('198.51.100.7');
    expect(clientAddress(headers({}), 0)).toBe('unknown');
  });
});
