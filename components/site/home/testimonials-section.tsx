import { TESTIMONIALS, TESTIMONIALS_SECTION as COPY } from '@/lib/content/testimonials';
import { SectionHeading } from './section-heading';
import { TestimonialCarousel } from './testimonial-carousel';

// id="testimonials": the footer's "Success Stories" link points here.
export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-20 overflow-hidden bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <SectionHeading id="testimonials-title" heading={COPY.heading} intro={COPY.intro} />
        <div className="mt-12">
          <TestimonialCarousel items={TESTIMONIALS} />
        </div>
      </div>
    </section>
  );
}
