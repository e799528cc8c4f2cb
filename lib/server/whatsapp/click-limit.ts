import 'server-only';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { hitRateLimit } from '@/lib/server/rate-limit';

// Clicks a person makes in a minute are a handful; more from one address is a script inflating the
// counts (WHATSAPP_CLICK_RATE_LIMIT_PER_MINUTE, default 10). The address is only the rate limit's
// key (a hit expires with its minute); the click itself is stored without it.
export async function limitWhatsAppClicks(request: Request): Promise<void> {
  const env = getEnv();
  const address = clientAddress(request.headers, env.TRUSTED_PROXY_COUNT);
  await hitRateLimit({ name: 'whatsapp-click', limit: env.WHATSAPP_CLICK_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }, address);
}
