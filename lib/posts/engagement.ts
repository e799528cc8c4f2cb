import { z } from 'zod';

// The bodies of a post's view and like requests (POST /api/v1/posts/{id}/view and /like, and the
// blog's like action); recorded by lib/server/posts/engagement.ts.

// A random id the browser keeps in localStorage; it only deduplicates views and likes.
const visitorId = z.string('visitorId is required').regex(/^[A-Za-z0-9_-]{16,64}$/, 'visitorId must be 16 to 64 letters, digits, - or _');

export const viewBodySchema = z.object({ visitorId });
export const likeBodySchema = z.object({ visitorId, delta: z.union([z.literal(1), z.literal(-1)], 'delta must be 1 or -1') });
