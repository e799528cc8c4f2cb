import 'server-only';
import { hitRateLimit, limitByAddress } from '@/lib/server/rate-limit';

// Views and likes per minute from one address: generous for readers, a ceiling for scripts
// that would invent visitor ids to inflate the counts.
const ENGAGEMENT_LIMIT = { name: 'engagement', limit: 60, windowMs: 60_000 };

export async function limitEngagement(request: Request): Promise<void> {
  await limitByAddress(request, ENGAGEMENT_LIMIT);
}

// The same, for the post page's Like action (the client address from the request's headers).
export async function limitEngagementFrom(address: string): Promise<void> {
  await hitRateLimit(ENGAGEMENT_LIMIT, address);
}
