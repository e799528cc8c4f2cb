import type { Localized } from '@/lib/i18n/localized';

// A testimonial as the back office sees it. Days are Berlin calendar days, "YYYY-MM-DD". The quote
// and the course line are per language (the name stays as the client agreed to it).
export type TestimonialDto = {
  _id: string;
  text: Localized;
  name: string;
  country: string;
  course: Localized;
  university: string;
  date: string;
  rating: number;
  consent: { givenOn: string; how: string } | null;
  published: boolean;
  sample: boolean;
  createdAt: string;
  updatedAt: string;
};

// What the public site gets, in the page's language: no consent record, no flags.
export type PublicTestimonial = Pick<TestimonialDto, '_id' | 'name' | 'country' | 'university' | 'date' | 'rating'> & { text: string; course: string };

// Whether the home page shows it: published with the client's consent, and not a sample. The
// public query filters the same way (lib/server/testimonials/queries.ts).
export function isPublic(testimonial: Pick<TestimonialDto, 'published' | 'consent' | 'sample'>): boolean {
  return testimonial.published && testimonial.consent !== null && !testimonial.sample;
}
