// A testimonial as the back office and the API see it. Days are Berlin calendar days, "YYYY-MM-DD".
export type TestimonialDto = {
  _id: string;
  text: string;
  name: string;
  country: string;
  course: string;
  university: string;
  date: string;
  rating: number;
  consent: { givenOn: string; how: string } | null;
  published: boolean;
  sample: boolean;
  createdAt: string;
  updatedAt: string;
};

// What the public site gets: no consent record, no flags.
export type PublicTestimonial = Pick<TestimonialDto, '_id' | 'text' | 'name' | 'country' | 'course' | 'university' | 'date' | 'rating'>;

// Whether the home page shows it: published with the client's consent, and not a sample. The
// public query filters the same way (lib/server/testimonials/queries.ts).
export function isPublic(testimonial: Pick<TestimonialDto, 'published' | 'consent' | 'sample'>): boolean {
  return testimonial.published && testimonial.consent !== null && !testimonial.sample;
}
