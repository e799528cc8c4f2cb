import 'server-only';
import { limitByAddress } from '@/lib/server/rate-limit';

// Views and likes per minute from one address: generous for readers, a ceiling for scripts
// that would invent visitor ids to inflate the counts.
export async function limitEngagement(request: Request): Promise<void> {
  await limitByAddress(request, { name: 'engagement', limit: 60, windowMs: 60_000 });
}
