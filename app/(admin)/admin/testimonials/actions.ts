'use server';

import { z } from 'zod';
import { adminAction, adminRecordAction } from '@/lib/server/admin-action';
import { auditDetails } from '@/lib/server/testimonials/audit-details';
import { checkTestimonialId, createTestimonial, deleteTestimonial, updateTestimonial } from '@/lib/server/testimonials/commands';
import { testimonialInputSchema } from '@/lib/testimonials/testimonial';

// A new testimonial (published only with a consent record).
export const addTestimonial = adminAction('posts', testimonialInputSchema, async (input, { audit }) => {
  const testimonial = await createTestimonial(input);
  await audit({ action: 'testimonial-saved', target: testimonial.name, details: auditDetails(testimonial) });
  return testimonial;
});

// The whole testimonial replaced.
export const saveTestimonial = adminRecordAction('posts', testimonialInputSchema, async (id, input, { audit }) => {
  checkTestimonialId(id);
  const testimonial = await updateTestimonial(id, input);
  await audit({ action: 'testimonial-saved', target: testimonial.name, details: auditDetails(testimonial) });
  return testimonial;
});

export const removeTestimonial = adminAction('posts', z.string(), async (id, { audit }) => {
  const deleted = await deleteTestimonial(id);
  await audit({ action: 'testimonial-deleted', target: deleted.name, details: auditDetails(deleted) });
});
