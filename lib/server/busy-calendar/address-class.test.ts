import { describe, expect, it } from 'vitest';
import { addressClass, mayConnectTo } from './address-class';

// The calendar fetch's address classifier: what counts as public, and every private, loopback,
// link-local and reserved form it must refuse, IPv4 inside IPv6 included.
describe('addressClass', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['142.250.185.78', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.1', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.1', 'public'],
    ['2a00:1450:4001:82a::200e', 'public'],
    ['[2606:4700::1111]', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:c0a8:101', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fec0::1', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['0.0.0.0', 'reserved'],
    ['0.1.2.3', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['239.255.255.250', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['::', 'reserved'],
    ['::10.0.0.1', 'reserved'],
    ['ff02::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['example.org', 'invalid'],
    ['1.2.3', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (ip, kind) => {
    expect(addressClass(ip)).toBe(kind);
  });
});

describe('mayConnectTo', () => {
  it('allows public addresses, and loopback only with the tests’ setting', () => {
    expect(mayConnectTo('8.8.8.8', false)).toBe(true);
    expect(mayConnectTo('127.0.0.1', false)).toBe(false);
    expect(mayConnectTo('::1', false)).toBe(false);
    expect(mayConnectTo('127.0.0.1', true)).toBe(true);
    expect(mayConnectTo('::ffff:127.0.0.1', true)).toBe(true);
  });

  it('never allows private, link-local or reserved addresses, not even with the setting', () => {
    for (const ip of ['10.0.0.1', '192.168.0.1', '172.16.0.1', '169.254.169.254', 'fe80::1', 'fc00::1', '0.0.0.0', '::', '255.255.255.255', 'not an ip']) {
      expect(mayConnectTo(ip, true), ip).toBe(false);
    }
  });
});
