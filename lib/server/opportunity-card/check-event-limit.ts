import 'server-only';
import { getEnv } from '@/lib/server/env';
import { limitByAddress } from '@/lib/server/rate-limit';

// A visitor doing the check reports two steps, a few times at most if they start over; more from
// one address in a minute is a script inflating the funnel (CHECK_EVENT_RATE_LIMIT_PER_MINUTE,
// default 20). The address is only the rate limit's key; the event is stored without it.
export async function limitCheckEvents(request: Request): Promise<void> {
  await limitByAddress(request, { name: 'opportunity-check-event', limit: getEnv().CHECK_EVENT_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
}
