// Copy of the home page's testimonials section (SPEC sections 2 and 9). The testimonials
// themselves are managed in the back office (/admin/testimonials); the six samples that came with
// the site are in scripts/seed-data/sample-testimonials.ts and are never shown.

export const TESTIMONIALS_SECTION = {
  heading: 'Success stories',
  intro: 'What students and families say about working with us.',
  previousLabel: 'Previous testimonial',
  nextLabel: 'Next testimonial',
  pauseLabel: 'Pause testimonials',
  playLabel: 'Play testimonials',
  regionLabel: 'Testimonials',
  rated: (rating: number) => `Rated ${rating} out of 5`,
  // UWG §5b(3): how the firm makes sure the testimonials come from its clients. Only what the
  // back office enforces: staff enter them (there is no public form), each names the course or
  // service, and it is shown only with a record of the client's consent to publication.
  howCollectedHeading: 'How we collect these testimonials',
  howCollected:
    'Every testimonial here comes from a client we advised and names the course or service we helped with. Our team enters it from the client’s own words; there is no public form, so nobody can post one here directly. It appears only after the client has agreed to its publication, and we keep a record of when and how they agreed.',
};
