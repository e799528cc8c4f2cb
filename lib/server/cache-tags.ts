import 'server-only';
import { expireCachedReads } from './data-cache';

// Every tag of Next's data cache, in one list. A cached read (cachedRead, lib/server/data-cache.ts)
// carries the tags of the writes that change it; a write expires its tag (expireCachedReads), at
// once on the instance that made it, and the read's lifetime bounds what another instance shows.
// Why each content tag exists is said where its reads are kept (the `cached.ts` of its domain).

// The public pages' content.
export const POSTS_CACHE_TAG = 'posts';
export const SERVICES_CACHE_TAG = 'services';
export const CHECKLISTS_CACHE_TAG = 'checklists';
export const TESTIMONIALS_CACHE_TAG = 'testimonials';
export const TEAM_CACHE_TAG = 'team';
export const SITE_SETTINGS_CACHE_TAG = 'site-settings';
export const RETENTION_CACHE_TAG = 'retention-settings';
export const NEWSLETTER_CACHE_TAG = 'newsletter-settings';
// The firm's wording of the catalogue texts (lib/server/texts/site-messages.ts): kept in memory,
// so no page carries it; a change expires it and the pages that show the text (lib/server/texts/pages.ts).
export const TEXTS_CACHE_TAG = 'texts';
// The images of the home and About pages the firm replaced (lib/server/page-images/cached.ts).
export const PAGE_IMAGES_CACHE_TAG = 'page-images';

// The back office's figures (the dashboard's sections, the inbox's views) are kept in Next's data
// cache under a tag per kind of write that changes them, so a repeated view reads no database. A
// write expires its tag at once on the instance that made it; the short lifetime bounds what
// another instance shows. Posts use the posts' own tag (POSTS_CACHE_TAG), which every post write
// already expires.
export const LEAD_FIGURES_TAG = 'figures:leads';
export const VIEW_FIGURES_TAG = 'figures:views';
export const LIKE_FIGURES_TAG = 'figures:likes';
// The lead panel's WhatsApp chats and the points check's funnel: each has one write path
// (recordWhatsAppClick, recordCheckEvent), so they expire at once too.
export const WHATSAPP_FIGURES_TAG = 'figures:whatsapp';
export const CHECK_FIGURES_TAG = 'figures:check-funnel';

// How long another instance may show figures from before a write it did not see.
export const FIGURES_REVALIDATE_SECONDS = 30;

// For every write path (lib/server/data-cache.ts: inside a request or not).
export const expireFigures = expireCachedReads;
