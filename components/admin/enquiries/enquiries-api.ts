import type { EnquiryDto, EnquiryPagination, EnquiryStats } from '@/lib/enquiries/dto';
import type { EnquiryStatus } from '@/lib/validation/enquiry';

export type EnquiryList = { enquiries: EnquiryDto[]; pagination: EnquiryPagination; stats: EnquiryStats };

// status 0 = no answer (offline, aborted) or an answer we could not read.
export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; status: number; message?: string };

const BASE = '/api/v1/contact/enquiries';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// Light checks only: enough that a proxy's error page or a changed contract shows the error
// state instead of crashing the render.
function isEnquiry(value: unknown): value is EnquiryDto {
  return isObject(value) && typeof value._id === 'string' && typeof value.status === 'string';
}

function isList(value: unknown): value is EnquiryList {
  return (
    isObject(value) &&
    Array.isArray(value.enquiries) &&
    value.enquiries.every(isEnquiry) &&
    isObject(value.pagination) &&
    typeof value.pagination.totalPages === 'number' &&
    isObject(value.stats)
  );
}

const anything = (value: unknown): value is unknown => (void value, true);

// Same origin, so the session cookie goes along; reads the error shape of ARCHITECTURE rule 6.
async function call<T>(url: string, init: RequestInit, isData: (value: unknown) => value is T): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });
  } catch (error) {
    if (!init.signal?.aborted) console.error(`${init.method ?? 'GET'} ${url} failed`, error);
    return { ok: false, status: 0 };
  }
  const body: unknown = await response.json().catch(() => null);
  const message = isObject(body) && typeof body.message === 'string' && body.message ? body.message : undefined;
  if (!response.ok) return { ok: false, status: response.status, message };
  if (isObject(body) && body.success === true && isData(body.data)) return { ok: true, data: body.data };
  return { ok: false, status: 0, message: 'Unexpected response' };
}

const itemUrl = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function fetchEnquiryList(url: string, signal: AbortSignal): Promise<ApiOutcome<EnquiryList>> {
  return call(url, { signal }, isList);
}

export function fetchEnquiry(id: string, signal: AbortSignal): Promise<ApiOutcome<EnquiryDto>> {
  return call(itemUrl(id), { signal }, isEnquiry);
}

// keepalive: the Reply link sends this while the mail program takes over the window.
export function updateEnquiryStatus(id: string, status: EnquiryStatus): Promise<ApiOutcome<EnquiryDto>> {
  const init = { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status }), keepalive: true };
  return call(`${itemUrl(id)}/status`, init, isEnquiry);
}

export function markEnquiryRead(id: string): Promise<ApiOutcome<EnquiryDto>> {
  return call(`${itemUrl(id)}/read`, { method: 'PATCH' }, isEnquiry);
}

export function deleteEnquiry(id: string): Promise<ApiOutcome<unknown>> {
  return call(itemUrl(id), { method: 'DELETE' }, anything);
}
