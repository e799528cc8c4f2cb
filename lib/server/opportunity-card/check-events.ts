import 'server-only';
import { connectDb } from '@/lib/server/db';
import { CHECK_FIGURES_TAG, expireFigures } from '@/lib/server/cache-tags';
import { berlinDay } from '@/lib/time/berlin';
import { OpportunityCheckEvent, type CHECK_FUNNEL_EVENTS } from '@/models/opportunity-check-event';

export type CheckFunnelEvent = (typeof CHECK_FUNNEL_EVENTS)[number];

// Counts one step of the check's funnel on its Berlin day, nothing about who.
export async function recordCheckEvent(event: CheckFunnelEvent, now = new Date()): Promise<void> {
  await connectDb();
  await OpportunityCheckEvent.create({ day: new Date(`${berlinDay(now)}T00:00:00.000Z`), event });
  expireFigures(CHECK_FIGURES_TAG);
}
