import { z } from 'zod';
import type { ActionResult } from '@/lib/actions/result';

// The account page's switch for the morning digest: the form posts the state it switches to.
export const morningDigestSchema = z.object({
  morningDigest: z.enum(['on', 'off'], { message: 'Choose whether the morning digest is on or off' }),
});

// The form's state (useActionState): null until it was sent.
export type MorningDigestState = ActionResult<{ on: boolean }> | null;
export type MorningDigestAction = (previous: MorningDigestState, form: FormData) => Promise<MorningDigestState>;
