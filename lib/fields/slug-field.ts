import { z } from 'zod';
import { slugify, slugProblem } from './slug';

// An address field (a post's or an author's): typed text made into a slug ("Mein Visum" →
// mein-visum); empty means none given (the caller makes one or keeps the current one).
export function slugField() {
  return z
    .string({ error: 'The address must be text' })
    .trim()
    .max(200, 'The address can have at most 80 characters')
    .optional()
    .transform((text, context) => {
      if (!text) return undefined;
      const slug = slugify(text);
      const problem = slugProblem(slug);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return slug;
    });
}
