import 'server-only';
import Bowser from 'bowser';

// "Chrome on Windows" from a User-Agent header, for the list of a person's sessions.
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || 'Unknown browser';
}

// "Chrome on Windows, Germany": the browser and approximate place of a request, for a security
// notice.
export async function describeDevice(userAgent: string | null, address: string): Promise<string> {
  return `${describeBrowser(userAgent)}, ${await describePlace(address)}`;
}

const PRIVATE_ADDRESS = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^::1$/,
  /^f[cd][0-9a-f]{2}:/i,
  /^fe80:/i,
];

// The country an address is registered in (MaxMind's GeoLite2 data, shipped with geoip-country and
// read into memory on first use, offline). Approximate by nature: a VPN or a mobile network may
// name another country.
export async function describePlace(address: string): Promise<string> {
  if (PRIVATE_ADDRESS.some((pattern) => pattern.test(address))) return 'Local network';
  try {
    const { lookup } = await import('geoip-country');
    return lookup(address)?.name ?? 'Unknown place';
  } catch {
    return 'Unknown place';
  }
}
