import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { mayConnectTo } from './address-class';

// One GET of an adviser's calendar address, made safe for an address a person typed: http(s)
// only; a total time limit; a size limit counted while reading; at most a few redirects, followed
// here so each target is checked; and every host's addresses resolved once, checked (public only,
// address-class.ts), and then the very addresses checked are the ones connected to (the request's
// `lookup` answers them), so a DNS answer that changes between the check and the connection
// (rebinding) cannot lead it into the firm's own network.

export type ResolvedAddress = { address: string; family: number };
// Resolves a host name to all its addresses (dns.lookup by default; tests inject their own).
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export type FetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  // Loopback allowed: the tests' local server only (calendarFetchOptions decides, never in production).
  allowLoopback: boolean;
  resolve: Resolve;
};

export const CALENDAR_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

export type FetchFailureKind = 'scheme' | 'refused' | 'dns' | 'timeout' | 'too-large' | 'http' | 'redirects' | 'network';

// A fetch that failed, with a sentence the adviser's availability page shows as it is.
export class CalendarFetchError extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'CalendarFetchError';
  }
}

const defaultResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const REFUSED = 'The address leads to a private, loopback or link-local network address, which is never fetched.';

// The addresses of the URL's host, each one checked: a literal IP as it is, a name through DNS.
async function checkedAddresses(url: URL, options: FetchOptions, signal: AbortSignal): Promise<ResolvedAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CalendarFetchError('scheme', 'Only http and https addresses can be fetched.');
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const family = isIP(host);
  if (family) {
    if (!mayConnectTo(host, options.allowLoopback)) throw new CalendarFetchError('refused', REFUSED);
    return [{ address: host, family }];
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await untilAborted(options.resolve(host), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new CalendarFetchError('dns', `The host name ${host} could not be found.`);
  }
  if (addresses.length === 0) throw new CalendarFetchError('dns', `The host name ${host} could not be found.`);
  // One private address among public ones is refused too: the connection could pick it.
  if (addresses.some(({ address }) => !mayConnectTo(address, options.allowLoopback))) throw new CalendarFetchError('refused', REFUSED);
  return addresses;
}

// A slow DNS answer counts against the total time too.
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new Error('aborted'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

// The request's DNS lookup, answering only the addresses already checked.
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    const [first] = addresses;
    if (lookupOptions.all) (callback as (error: null, all: ResolvedAddress[]) => void)(null, addresses);
    else callback(null, first!.address, first!.family);
  };
}

function request(url: URL, addresses: ResolvedAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: 'GET',
      headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1', 'accept-encoding': 'identity', 'user-agent': 'busy-times-reader/1' },
      lookup: pinnedLookup(addresses),
      // A fresh connection per request: a pooled one might have been opened to another address.
      agent: false,
      signal,
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(tooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });
}

const tooLarge = (maxBytes: number) => new CalendarFetchError('too-large', `The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most that is read.`);

async function follow(address: string, options: FetchOptions, signal: AbortSignal): Promise<string> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new CalendarFetchError('scheme', 'The address is not a valid web address.');
  }
  for (let redirects = 0; ; redirects += 1) {
    const addresses = await checkedAddresses(url, options, signal);
    const response = await request(url, addresses, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (redirects >= options.maxRedirects) throw new CalendarFetchError('redirects', `The address redirected more than ${options.maxRedirects} times.`);
      url = new URL(location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new CalendarFetchError('http', `The calendar server answered HTTP ${status}${response.statusMessage ? ` (${response.statusMessage})` : ''}.`);
    }
    if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
      response.destroy();
      throw tooLarge(options.maxBytes);
    }
    return readBody(response, options.maxBytes);
  }
}

// The text at the calendar address, or a CalendarFetchError saying why not.
export async function fetchCalendarText(address: string, options: FetchOptions): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await follow(address, options, controller.signal);
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    if (controller.signal.aborted) throw new CalendarFetchError('timeout', `The calendar server did not answer within ${options.timeoutMs >= 1000 ? `${Math.round(options.timeoutMs / 1000)} seconds` : `${options.timeoutMs} ms`}.`);
    const code = (error as NodeJS.ErrnoException)?.code;
    throw new CalendarFetchError('network', `The calendar server could not be reached${code ? ` (${code})` : ''}.`);
  } finally {
    clearTimeout(timer);
  }
}

// The limits and the resolver as the job uses them. Loopback is for the tests' local server only:
// CALENDAR_FETCH_ALLOW_LOOPBACK=1 outside production (ignored when NODE_ENV is production).
export function calendarFetchOptions(overrides: Partial<FetchOptions> = {}): FetchOptions {
  const allowLoopback = process.env.NODE_ENV !== 'production' && process.env.CALENDAR_FETCH_ALLOW_LOOPBACK === '1';
  return { ...CALENDAR_FETCH_LIMITS, allowLoopback, resolve: defaultResolve, ...overrides };
}
