import 'server-only';
import { getEnv } from '@/lib/server/env';
import { limitByAddress } from '@/lib/server/rate-limit';

// Clicks a person makes in a minute are a handful; more from one address is a script inflating the
// counts (WHATSAPP_CLICK_RATE_LIMIT_PER_MINUTE, default 10). The address is only the rate limit's
// key (a hit expires with its minute); the click itself is stored without it.
export async function limitWhatsAppClicks(request: Request): Promise<void> {
  await limitByAddress(request, { name: 'whatsapp-click', limit: getEnv().WHATSAPP_CLICK_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
}
