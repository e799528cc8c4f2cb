import 'server-only';
import type { TestimonialDto } from '@/lib/testimonials/testimonial';

// What the audit log keeps of a testimonial write: its state and the consent it rests on.
export function auditDetails(testimonial: TestimonialDto): string {
  const state = testimonial.sample ? 'sample' : testimonial.published ? 'published' : 'not published';
  const consent = testimonial.consent ? `consent ${testimonial.consent.givenOn} (${testimonial.consent.how})` : 'no consent recorded';
  return `${state}, ${consent}`;
}
