import { z } from 'zod';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import { ENQUIRY_SOURCES, type EnquirySource } from '@/lib/enquiries/enquiry';
import type { Stage } from './stages';

// The board (/admin/pipeline): its filters, read from the address of its GET form, and what it shows.

// A column shows at most this many cards, those longest in the stage; its count is the full one.
export const CARDS_PER_COLUMN = 50;
// The owner filter's value for leads nobody owns.
export const NO_OWNER = 'none';

export type BoardFilters = { owner: string; service: string; source: EnquirySource | ''; language: Locale | '' };
export const NO_FILTERS: BoardFilters = { owner: '', service: '', source: '', language: '' };

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const text = z.string().trim().max(200).catch('');

// The page is forgiving, like the dashboard's period: an unknown or malformed value is no filter.
export function parseBoardFilters(params: Record<string, string | string[] | undefined>): BoardFilters {
  const owner = text.parse(one(params.owner));
  const source = text.parse(one(params.source));
  const language = text.parse(one(params.language));
  return {
    owner: owner === NO_OWNER || /^[0-9a-f]{24}$/i.test(owner) ? owner : '',
    service: text.parse(one(params.service)),
    source: (ENQUIRY_SOURCES as readonly string[]).includes(source) ? (source as EnquirySource) : '',
    language: (PUBLISHED_LOCALES as readonly string[]).includes(language) ? (language as Locale) : '',
  };
}

export type BoardCard = {
  id: string;
  fullName: string;
  serviceName: string | null;
  ownerName: string | null;
  // Since when the lead is in its stage (its arrival for a lead that never moved).
  since: string;
  // A lead the seed made (the card says so).
  sample: boolean;
};

export type BoardColumn = { stage: Stage; count: number; cards: BoardCard[] };
export type Board = { columns: BoardColumn[]; total: number };
