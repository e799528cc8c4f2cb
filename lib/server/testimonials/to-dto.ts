import 'server-only';
import { berlinDay } from '@/lib/time/berlin';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { asLocalized, pickLocalized, type StoredLocalized } from '@/lib/i18n/localized';
import type { PublicTestimonial, TestimonialDto } from '@/lib/testimonials/dto';

type TestimonialLike = {
  _id: { toString(): string };
  text: StoredLocalized;
  name: string;
  country?: string | null;
  course: StoredLocalized;
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
    text: asLocalized(testimonial.text),
    name: testimonial.name,
    country: testimonial.country ?? '',
    course: asLocalized(testimonial.course),
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

// In `locale`: the quote and course line in that language, English where they have none.
export function toPublicTestimonial(testimonial: TestimonialLike, locale: Locale = DEFAULT_LOCALE): PublicTestimonial {
  const { _id, text, name, country, course, university, date, rating } = toTestimonialDto(testimonial);
  return { _id, text: pickLocalized(text, locale), name, country, course: pickLocalized(course, locale), university, date, rating };
}
