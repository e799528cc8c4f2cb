import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { createTestimonial } from '@/lib/server/testimonials/commands';
import { listTestimonials } from '@/lib/server/testimonials/queries';
import { auditDetails } from '@/lib/server/testimonials/audit-details';
import { testimonialInputSchema } from '@/lib/validation/testimonial';

// GET /api/v1/testimonials: every testimonial, samples and unpublished ones included (staff with
// the content capability, as for posts and authors)
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'posts');
  return NextResponse.json({ success: true, data: await listTestimonials() });
});

// POST /api/v1/testimonials: a new testimonial (JSON; published only with a consent record)
export const POST = handleNoStore(async (request) => {
  const user = await requireUser(request, 'posts');
  const input = await readJson(request, testimonialInputSchema);
  const testimonial = await createTestimonial(input);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'testimonial-saved', target: testimonial.name, details: auditDetails(testimonial) });
  return NextResponse.json({ success: true, message: 'Testimonial created', data: testimonial }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
