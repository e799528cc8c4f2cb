import { TESTIMONIALS_SECTION as COPY } from '@/lib/content/testimonials';
import type { PublicTestimonial } from '@/lib/testimonials/dto';
import { TestimonialCard } from './testimonial-card';
import { TestimonialCarousel } from './testimonial-carousel';
import { SiteSection } from '@/components/site/site-section';

// A moving carousel needs enough cards to fill its width before it wraps; fewer stand still.
const CAROUSEL_FROM = 3;

// id="testimonials": the footer's "Success Stories" link points here. Only testimonials published
// with the client's consent reach this (lib/server/testimonials/); with none, there is no section
// at all rather than an empty heading. Under the cards: how they are collected (UWG §5b(3)).
export function TestimonialsSection({ items }: { items: PublicTestimonial[] }) {
  if (items.length === 0) return null;
  return (
    <SiteSection id="testimonials" titleId="testimonials-title" heading={COPY.heading} intro={COPY.intro} className="overflow-hidden bg-white">
      <div className="mt-12">
        {items.length >= CAROUSEL_FROM ? (
          <TestimonialCarousel items={items} />
        ) : (
          <div className="@container">
            <ul className="flex flex-wrap justify-center gap-6">
              {items.map((item) => (
                <TestimonialCard key={item._id} testimonial={item} inRow />
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="mx-auto mt-10 max-w-3xl text-sm text-slate-600" data-testimonials-how>
        <h3 className="font-semibold text-slate-800">{COPY.howCollectedHeading}</h3>
        <p className="mt-1">{COPY.howCollected}</p>
      </div>
    </SiteSection>
  );
}
