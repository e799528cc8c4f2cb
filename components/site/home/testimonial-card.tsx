import { Star } from 'lucide-react';
import type { Testimonial } from '@/lib/content/testimonials';

// Fits a 360 px phone: the card is 380 px wide, or the carousel's full width where that is less.
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li className="mr-12 flex w-[min(380px,100cqw)] shrink-0">
      <figure className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p role="img" aria-label={`Rated ${testimonial.rating} out of 5`} className="flex gap-1 text-amber-500">
          {Array.from({ length: testimonial.rating }, (_, i) => (
            <Star key={i} aria-hidden="true" className="h-5 w-5 fill-current" />
          ))}
        </p>
        <blockquote className="mt-4 flex-1 text-slate-700">
          <p>“{testimonial.text}”</p>
        </blockquote>
        <figcaption className="mt-6 border-t border-slate-200 pt-4">
          <p className="font-semibold text-slate-900" data-testimonial-name>
            {testimonial.name} <span className="font-normal text-slate-600">· {testimonial.country}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {testimonial.course}, {testimonial.university}
          </p>
        </figcaption>
      </figure>
    </li>
  );
}
