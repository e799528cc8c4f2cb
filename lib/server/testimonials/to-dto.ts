import 'server-only';
import { berlinDay } from '@/lib/time/berlin';
import type { PublicTestimonial, TestimonialDto } from '@/lib/testimonials/dto';

type TestimonialLike = {
  _id: { toString(): string };
  text: string;
  name: string;
  country?: string | null;
  course: string;
  university?: string | null;
  date: Date;
  rating: number;
  consent?: { givenAt: Date; how: string } | null;
  published?: boolean | null;
  sample?: boolean | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toTestimonialDto(testimonial: TestimonialLike): TestimonialDto {
  return {
    _id: testimonial._id.toString(),
    text: testimonial.text,
    name: testimonial.name,
    country: testimonial.country ?? '',
    course: testimonial.course,
    university: testimonial.university ?? '',
    date: berlinDay(testimonial.date),
    rating: testimonial.rating,
    consent: testimonial.consent?.givenAt ? { givenOn: berlinDay(testimonial.consent.givenAt), how: testimonial.consent.how } : null,
    published: testimonial.published ?? false,
    sample: testimonial.sample ?? false,
    createdAt: testimonial.createdAt.toISOString(),
    updatedAt: testimonial.updatedAt.toISOString(),
  };
}

export function toPublicTestimonial(testimonial: TestimonialLike): PublicTestimonial {
  const { _id, text, name, country, course, university, date, rating } = toTestimonialDto(testimonial);
  return { _id, text, name, country, course, university, date, rating };
}
