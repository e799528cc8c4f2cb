import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { parseBerlinDay } from '@/lib/time/berlin';
import { toTestimonialDto, type TestimonialDto, type TestimonialInput } from '@/lib/testimonials/testimonial';
import { Testimonial } from '@/models/testimonial';
import { expireTestimonialPages } from './cached';

const NOT_FOUND = 'Testimonial not found';
export const SAMPLE_NOT_PUBLISHABLE = 'A sample was not written by a client and cannot be published; add your client’s own words as a new testimonial';

export function checkTestimonialId(id: string): void {
  if (!mongoose.isObjectIdOrHexString(id)) throw new DomainError('invalid', 'Invalid testimonial id');
}

// The zod schema checked the days' form; here they become the instants Berlin's day starts.
function toFields(input: TestimonialInput) {
  const day = (text: string) => {
    const date = parseBerlinDay(text);
    if (!date) throw new DomainError('invalid', 'Please correct the highlighted fields', { date: ['Choose a date'] });
    return date;
  };
  return {
    ...input,
    date: day(input.date),
    consent: input.consent ? { givenAt: day(input.consent.givenOn), how: input.consent.how } : null,
  };
}

export async function createTestimonial(input: TestimonialInput): Promise<TestimonialDto> {
  await connectDb();
  const created = await Testimonial.create({ ...toFields(input), sample: false });
  expireTestimonialPages();
  return toTestimonialDto(created);
}

// The whole testimonial replaced; a sample stays a sample and is never published.
export async function updateTestimonial(id: string, input: TestimonialInput): Promise<TestimonialDto> {
  checkTestimonialId(id);
  await connectDb();
  const existing = await Testimonial.findById(id).select('sample').lean();
  if (!existing) throw new DomainError('not-found', NOT_FOUND);
  if (existing.sample && input.published) throw new DomainError('invalid', 'Please correct the highlighted fields', { published: [SAMPLE_NOT_PUBLISHABLE] });
  const updated = await Testimonial.findByIdAndUpdate(id, { $set: toFields(input) }, { returnDocument: 'after', runValidators: true }).lean();
  if (!updated) throw new DomainError('not-found', NOT_FOUND);
  expireTestimonialPages();
  return toTestimonialDto(updated);
}

export async function deleteTestimonial(id: string): Promise<TestimonialDto> {
  checkTestimonialId(id);
  await connectDb();
  const existing = await Testimonial.findById(id).lean();
  if (!existing) throw new DomainError('not-found', NOT_FOUND);
  await Testimonial.deleteOne({ _id: existing._id });
  expireTestimonialPages();
  return toTestimonialDto(existing);
}
