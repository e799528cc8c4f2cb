'use server';

import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { z } from 'zod';
import { clientAddress } from '@/lib/server/client-address';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { getEnv } from '@/lib/server/env';
import { DomainError } from '@/lib/server/errors';
import { setLike } from '@/lib/server/posts/engagement';
import { limitEngagementFrom } from '@/lib/server/posts/engagement-limit';
import { likeBodySchema } from '@/lib/posts/engagement';

// A post page's Like button (issue 41: our own pages write through Server Actions; POST
// /api/v1/posts/{id}/like stays for outside clients, over the same setLike). The same limit per
// client address and the same checks as the route. Never throws: the button says it failed and
// takes its own like back.
const likeInputSchema = likeBodySchema.extend({ postId: z.string().trim().min(1).max(64) });

export type LikeAnswer = { ok: true; liked: boolean; likes: number } | { ok: false };

export async function likePost(input: { postId: string; visitorId: string; delta: 1 | -1 }): Promise<LikeAnswer> {
  try {
    const parsed = likeInputSchema.safeParse(input);
    if (!parsed.success) return { ok: false };
    await limitEngagementFrom(clientAddress(new Headers(await headers()), getEnv().TRUSTED_PROXY_COUNT));
    const { postId, visitorId, delta } = parsed.data;
    return { ok: true, ...(await setLike(postId, visitorId, delta === 1)) };
  } catch (error) {
    // Refused (an unknown post, the rate limit): said by the button; an outage or an error of ours logged.
    if (isDatabaseUnavailable(error)) console.error('[db] unavailable during a like:', error instanceof Error ? error.message : error);
    else if (!(error instanceof DomainError)) console.error(`[action error ${randomUUID()}]`, error);
    return { ok: false };
  }
}
