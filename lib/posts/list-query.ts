import { z } from 'zod';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// Query parameters of the post list (API and /blog). Unknown or malformed values fall back to the
// defaults on the page; the API reports them as 400 by using .strict parsing of the same shape.
export const POST_SORTS = ['latest', 'oldest'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export const postListQuerySchema = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  // A category name ("Education") or its chip id ("education"); "all" means no filter.
  category: z.string().trim().max(50, 'category must be at most 50 characters').optional(),
  sort: z.enum(POST_SORTS, 'sort must be latest or oldest').optional(),
  page: z.coerce.number('page must be a number').int('page must be a whole number').min(1, 'page must be at least 1').optional(),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
  // The posts of one language (en, de, …); absent: English, the blog at /blog.
  locale: z
    .string()
    .refine((text) => (PUBLISHED_LOCALES as readonly string[]).includes(text), `locale must be one of: ${PUBLISHED_LOCALES.join(', ')}`)
    .transform((text) => text as Locale)
    .optional(),
});

export type PostListQuery = z.infer<typeof postListQuerySchema>;
