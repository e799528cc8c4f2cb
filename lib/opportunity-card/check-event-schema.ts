import { z } from 'zod';
import { CHECK_EVENTS } from './check-events';

// What the Opportunity Card check reports (POST /api/v1/opportunity-check/events): the step, and
// nothing else. Unknown fields are refused, so no answer or identifier can be slipped in; the
// third step, an enquiry sent from the check, is counted by the server itself.
export const checkEventSchema = z.strictObject({
  event: z.enum(CHECK_EVENTS, { error: `event must be one of: ${CHECK_EVENTS.join(', ')}` }),
});
