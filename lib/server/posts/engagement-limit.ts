import 'server-only';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { hitRateLimit } from '@/lib/server/rate-limit';

// Views and likes per minute from one address: generous for readers, a ceiling for scripts
// that would invent visitor ids to inflate the counts.
export async function limitEngagement(request: Request): Promise<void> {
  const address = clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT);
  await hitRateLimit({ name: 'engagement', limit: 60, windowMs: 60_000 }, address);
}
