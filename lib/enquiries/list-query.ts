import { z } from 'zod';
import { ENQUIRY_STATUSES, type EnquiryDto } from './enquiry';
import { VERDICTS } from '@/lib/opportunity-card/assess';
import { valuesOf } from '@/lib/fields/labelled-values';

// Query parameters of the enquiry list and its CSV export (SPEC section 7), and the list's answer
// (its types at the end). Client-safe: the enquiries screen may use the same schema to read its
// own URL.
export const ENQUIRY_SORT_FIELDS = ['fullName', 'message', 'status', 'submittedAt'] as const;
export type EnquirySortField = (typeof ENQUIRY_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ENQUIRY_PAGE_SIZE = 10;
export const ENQUIRY_MAX_LIMIT = 100;
// Far beyond any real inbox; keeps skip() a small, exact integer.
export const ENQUIRY_MAX_PAGE = 1_000_000;
export const SEARCH_MAX_LENGTH = 200;
// Whose leads: all, the signed-in member's, nobody's, or those with an open task due today or earlier; each
// with the inbox's tab for it.
export const VIEW_LABELS = { all: 'All', mine: 'Mine', unassigned: 'Unassigned', 'follow-up-due': 'Task due' };
export const ENQUIRY_VIEWS = valuesOf(VIEW_LABELS);
export type EnquiryView = (typeof ENQUIRY_VIEWS)[number];
// The Opportunity Card check's verdict: every lead, leads with any check, or one verdict.
export const VERDICT_FILTERS = ['all', 'any', ...VERDICTS] as const;
export type VerdictFilter = (typeof VERDICT_FILTERS)[number];

const filterShape = {
  status: z.enum(['all', ...ENQUIRY_STATUSES], 'status must be all, new, read, replied or closed').default('all'),
  // Blank means no search; the text is matched literally (lib/server/enquiries/queries.ts escapes it).
  search: z.string('search must be text').trim().max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`).default(''),
  sortBy: z.enum(ENQUIRY_SORT_FIELDS, 'sortBy must be fullName, message, status or submittedAt').default('submittedAt'),
  sortOrder: z.enum(SORT_ORDERS, 'sortOrder must be asc or desc').default('desc'),
  view: z.enum(ENQUIRY_VIEWS, 'view must be all, mine, unassigned or follow-up-due').default('all'),
  verdict: z.enum(VERDICT_FILTERS, `verdict must be ${VERDICT_FILTERS.join(', ')}`).default('all'),
};

const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number(`${name} must be a number`)
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

// Strict: an unknown key (`status[$ne]`, a typo) is a 400, not silently ignored.
export const enquiryListQuerySchema = z
  .object({
    ...filterShape,
    page: whole('page', 1, ENQUIRY_MAX_PAGE).default(1),
    limit: whole('limit', 1, ENQUIRY_MAX_LIMIT).default(ENQUIRY_PAGE_SIZE),
  })
  .strict();

// The export can also be limited to chosen enquiries (the inbox's selected rows): ids, comma-separated.
export const EXPORT_MAX_IDS = 100;
export const enquiryExportQuerySchema = z
  .object({
    ...filterShape,
    ids: z
      .string('ids must be text')
      .regex(new RegExp(`^[0-9a-f]{24}(,[0-9a-f]{24}){0,${EXPORT_MAX_IDS - 1}}$`, 'i'), `ids must be up to ${EXPORT_MAX_IDS} enquiry ids, separated by commas`)
      .transform((value) => value.split(','))
      .optional(),
  })
  .strict();

export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;
export type EnquiryFilterQuery = Omit<z.infer<typeof enquiryExportQuerySchema>, 'ids'> & { ids?: string[] };

// Pages pass typed but unchecked values (the API has parsed them already): anything outside the
// allowed sets falls back to the default, numbers are clamped, so no value reaches a query as is.
export function normaliseEnquiryFilter(input: Partial<EnquiryFilterQuery>): EnquiryFilterQuery {
  const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  return {
    status: pick(input.status, ['all', ...ENQUIRY_STATUSES], 'all'),
    search: typeof input.search === 'string' ? input.search.trim().slice(0, SEARCH_MAX_LENGTH) : '',
    sortBy: pick(input.sortBy, ENQUIRY_SORT_FIELDS, 'submittedAt'),
    sortOrder: pick(input.sortOrder, SORT_ORDERS, 'desc'),
    view: pick(input.view, ENQUIRY_VIEWS, 'all'),
    verdict: pick(input.verdict, VERDICT_FILTERS, 'all'),
    ...(Array.isArray(input.ids) ? { ids: input.ids.filter((id) => /^[0-9a-f]{24}$/i.test(id)).slice(0, EXPORT_MAX_IDS) } : {}),
  };
}

export function normaliseEnquiryListQuery(input: Partial<EnquiryListQuery>): EnquiryListQuery {
  const clamp = (value: number | undefined, fallback: number, max: number) =>
    Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value as number), 1), max) : fallback;
  const filter = normaliseEnquiryFilter(input);
  return {
    status: filter.status,
    search: filter.search,
    sortBy: filter.sortBy,
    sortOrder: filter.sortOrder,
    view: filter.view,
    verdict: filter.verdict,
    page: clamp(input.page, 1, ENQUIRY_MAX_PAGE),
    limit: clamp(input.limit, ENQUIRY_PAGE_SIZE, ENQUIRY_MAX_LIMIT),
  };
}

// URLSearchParams as a plain object; a repeated key becomes an array, which the schemas refuse
// (instead of one of the values winning silently). A Map first: assigning `__proto__` to a plain
// object would be dropped instead of refused.
export function searchParamsObject(params: URLSearchParams): Record<string, string | string[]> {
  const result = new Map<string, string | string[]>();
  for (const [key, value] of params) {
    const seen = result.get(key);
    result.set(key, seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]);
  }
  return Object.fromEntries(result);
}

export type EnquiryStats = { total: number; new: number; read: number; replied: number; closed: number };

export type EnquiryPagination = {
  currentPage: number;
  totalPages: number;
  totalEnquiries: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
};

// One page of the inbox: what GET /api/v1/contact/enquiries answers and the admin screen shows.
export type EnquiryList = { enquiries: EnquiryDto[]; pagination: EnquiryPagination; stats: EnquiryStats };

// The admin screen's list: a filtered view's total may be a lower bound (`totalCapped`, shown as
// "10,000+"), where an exact count would read every match.
export type InboxList = EnquiryList & { totalCapped: boolean };
