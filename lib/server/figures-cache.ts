import 'server-only';
import { expireCachedReads } from './data-cache';

// The back office's figures (the dashboard's sections, the inbox's views) are kept in Next's data
// cache (unstable_cache) under a tag per kind of write that changes them, so a repeated view reads
// no database. A write expires its tag at once on the instance that made it; the short lifetime
// bounds what another instance shows. Posts use the posts' own tag (POSTS_CACHE_TAG in
// lib/server/posts/cached.ts), which every post write already expires.
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
