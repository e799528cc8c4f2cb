// geoip-country ships no types; only the call we make.
declare module 'geoip-country' {
  export function lookup(address: string): { country: string; name: string } | null;
}
