import { z } from 'zod';

// The account page's switch for the morning digest: the form posts the state it switches to.
export const morningDigestSchema = z.object({
  morningDigest: z.enum(['on', 'off'], { message: 'Choose whether the morning digest is on or off' }),
});
