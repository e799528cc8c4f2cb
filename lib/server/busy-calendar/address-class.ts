import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';

// What kind of address an IP is, for the calendar fetch (fetch-calendar.ts): only `public` ones
// may be fetched (and `loopback` in the tests' setting). Written over the bytes rather than with
// net.BlockList so that every IPv6 form that carries an IPv4 address (mapped ::ffff:a.b.c.d in
// either notation, IPv4-compatible, NAT64, 6to4) is judged by the IPv4 address inside it.
export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'reserved' | 'invalid';

function ipv4Class([a = 0, b = 0, c = 0]: number[]): AddressClass {
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  // Carrier-grade NAT (100.64/10): inside a provider's network, never a calendar server.
  if (a === 100 && b >= 64 && b <= 127) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  // "This network" (0/8), IETF protocol assignments and documentation (192.0.0/24, 192.0.2/24,
  // 198.51.100/24, 203.0.113/24), benchmarking (198.18/15), multicast (224/4), reserved and the
  // broadcast address (240/4 up to 255.255.255.255).
  if (a === 0 || a >= 224) return 'reserved';
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved';
  if ((a === 198 && (b === 18 || b === 19)) || (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return 'reserved';
  return 'public';
}

function ipv4Bytes(text: string): number[] {
  return text.split('.').map(Number);
}

// The 16 bytes of an IPv6 address (isIPv6 has said it is one); a zone (`%eth0`) is dropped.
function ipv6Bytes(text: string): number[] {
  let address = text.split('%')[0] ?? '';
  const tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  if (address.slice(lastColon + 1).includes('.')) {
    tail.push(...ipv4Bytes(address.slice(lastColon + 1)));
    address = `${address.slice(0, lastColon + 1)}0:0`;
  }
  const [head = '', rest] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const before = groups(head);
  const after = rest === undefined ? [] : groups(rest);
  const words = [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
  const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

function ipv6Class(bytes: number[]): AddressClass {
  const zeroUpTo = (end: number) => bytes.slice(0, end).every((byte) => byte === 0);
  if (zeroUpTo(15) && bytes[15] === 1) return 'loopback';
  if (zeroUpTo(16)) return 'reserved';
  // IPv4-mapped (::ffff:0:0/96) and IPv4-compatible (::/96): the IPv4 address decides, and a
  // public one still goes by IPv4 (nothing legitimate publishes a calendar that way).
  if (zeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) return ipv4Class(bytes.slice(12));
  if (zeroUpTo(12)) return 'reserved';
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they carry.
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && bytes.slice(4, 12).every((byte) => byte === 0)) return ipv4Class(bytes.slice(12));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return ipv4Class(bytes.slice(2, 6));
  const first = bytes[0] ?? 0;
  const second = bytes[1] ?? 0;
  if ((first & 0xfe) === 0xfc) return 'private';
  if (first === 0xfe && (second & 0xc0) === 0x80) return 'link-local';
  // Site-local (fec0::/10, deprecated but still routed inside some networks).
  if (first === 0xfe && (second & 0xc0) === 0xc0) return 'private';
  if (first === 0xff) return 'reserved';
  // Documentation (2001:db8::/32) and the discard prefix (100::/64).
  if (first === 0x20 && second === 0x01 && bytes[2] === 0x0d && bytes[3] === 0xb8) return 'reserved';
  if (first === 0x01 && second === 0x00 && bytes.slice(2, 8).every((byte) => byte === 0)) return 'reserved';
  return 'public';
}

// The class of an IP address as text (IPv4, or IPv6 with or without brackets).
export function addressClass(ip: string): AddressClass {
  const address = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (isIPv4(address)) return ipv4Class(ipv4Bytes(address));
  if (isIPv6(address)) return ipv6Class(ipv6Bytes(address));
  return 'invalid';
}

// Whether the calendar fetch may connect to the address: public ones, and loopback only when the
// tests' setting allows it (private and link-local never).
export function mayConnectTo(ip: string, allowLoopback: boolean): boolean {
  const kind = addressClass(ip);
  return kind === 'public' || (allowLoopback && kind === 'loopback');
}
