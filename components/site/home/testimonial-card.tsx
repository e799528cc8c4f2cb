import { ICON_SPRITE } from '@/components/ui/icons';
import type { Testimonial } from '@/lib/content/testimonials';

const STAR_PX = 20;
const GAP_PX = 4;

// The rating as one drawing of Lucide stars from the icon sprite (20 px, 4 px apart) rather than
// an icon per star: twelve cards (the carousel holds its list twice) would otherwise add sixty
// SVGs to the page.
function Stars({ count }: { count: number }) {
  const unit = 24 / STAR_PX;
  const pitch = (STAR_PX + GAP_PX) * unit;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${count * pitch - GAP_PX * unit} 24`}
      width={count * (STAR_PX + GAP_PX) - GAP_PX}
      height={STAR_PX}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      {Array.from({ length: count }, (_, i) => (
        <use key={i} href={`${ICON_SPRITE}#star`} x={i * pitch} width="24" height="24" />
      ))}
    </svg>
  );
}

// Fits a 360 px phone: the card is 380 px wide, or the carousel's full width where that is less.
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li className="mr-12 flex w-[min(380px,100cqw)] shrink-0">
      <figure className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p role="img" aria-label={`Rated ${testimonial.rating} out of 5`} className="flex text-amber-500">
          <Stars count={testimonial.rating} />
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
