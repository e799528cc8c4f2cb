import { z } from 'zod';
import { singleLine } from './single-line';

// A required line of text between `min` and `max` characters, trimmed, with no line breaks or
// control characters; its messages name the field ("The title is required"). The services' and
// the checklists' forms share it.
export function boundedLine(label: string, { min, max }: { min: number; max: number }) {
  return singleLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, { error: `${label} is required`, abort: true })
      .min(min, { error: `${label} must be at least ${min} characters`, abort: true })
      .max(max, `${label} can have at most ${max} characters`),
    label,
  );
}
