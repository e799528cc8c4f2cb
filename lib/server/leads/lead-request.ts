import 'server-only';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { hitRateLimit } from '@/lib/server/rate-limit';

// The guard both lead endpoints share: submissions per minute per client address.
export async function limitLeadSubmissions(request: Request): Promise<void> {
  const env = getEnv();
  const address = clientAddress(request.headers, env.TRUSTED_PROXY_COUNT);
  await hitRateLimit({ name: 'lead', limit: env.LEAD_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }, address);
}
