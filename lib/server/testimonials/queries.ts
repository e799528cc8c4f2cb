import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { toPublicTestimonial, toTestimonialDto, type PublicTestimonial, type TestimonialDto } from '@/lib/testimonials/testimonial';
import { Testimonial } from '@/models/testimonial';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// At most this many on the home page, the newest.
export const PUBLIC_TESTIMONIALS_MAX = 20;

// What the site may show: published, with a consent record, not a sample. The write side refuses
// anything else as published; this filter holds even for a document written around it.
const PUBLIC_FILTER = { published: true, sample: mongoose.trusted({ $ne: true }), 'consent.givenAt': mongoose.trusted({ $ne: null }) };

export async function listPublicTestimonials(locale: Locale = DEFAULT_LOCALE): Promise<PublicTestimonial[]> {
  await connectDb();
  const found = await Testimonial.find(PUBLIC_FILTER).sort({ date: -1, _id: -1 }).limit(PUBLIC_TESTIMONIALS_MAX).lean();
  return found.map((testimonial) => toPublicTestimonial(testimonial, locale));
}

// Every testimonial for the back office, newest first.
export async function listTestimonials(): Promise<TestimonialDto[]> {
  await connectDb();
  return (await Testimonial.find().sort({ date: -1, _id: -1 }).lean()).map(toTestimonialDto);
}

export async function getTestimonial(id: string): Promise<TestimonialDto | null> {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  await connectDb();
  const found = await Testimonial.findById(id).lean();
  return found ? toTestimonialDto(found) : null;
}

// The samples still there (a launch check: they are never shown, but should be replaced).
export async function countSampleTestimonials(): Promise<number> {
  await connectDb();
  return Testimonial.countDocuments({ sample: true });
}
