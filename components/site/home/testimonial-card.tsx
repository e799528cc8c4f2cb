import { ICON_SPRITE } from '@/components/ui/icons';
import type { PublicTestimonial } from '@/lib/testimonials/testimonial';
import { fillText } from '@/i18n/fill-text';
import { formatDay } from '@/lib/time/format';
import type { DisplayLocale } from '@/i18n/locales';

// A card's words from the server (Home.testimonials): rated has {rating}, quote the language's
// quotation marks around {text}; dates in the page's language.
export type TestimonialCardTexts = { rated: string; quote: string; dateLocale: DisplayLocale };

const STAR_PX = 20;
const GAP_PX = 4;
const MAX_STARS = 5;

// The rating as one drawing of Lucide stars from the icon sprite (20 px, 4 px apart): the stars
// given filled, the rest outlined. One drawing rather than an icon per star: a carousel of twenty
// cards (held twice) would otherwise add two hundred SVGs to the page.
function Stars({ rating }: { rating: number }) {
  const unit = 24 / STAR_PX;
  const pitch = (STAR_PX + GAP_PX) * unit;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${MAX_STARS * pitch - GAP_PX * unit} 24`}
      width={MAX_STARS * (STAR_PX + GAP_PX) - GAP_PX}
      height={STAR_PX}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <use key={i} href={`${ICON_SPRITE}#star`} x={i * pitch} width="24" height="24" fill={i < rating ? 'currentColor' : 'none'} />
      ))}
    </svg>
  );
}

// Fits a 360 px phone: the card is 380 px wide, or its container's full width where that is less.
// In the moving carousel each card keeps a gap to its right; in a still row the row spaces them.
export function TestimonialCard({ testimonial, texts, inRow = false }: { testimonial: PublicTestimonial; texts: TestimonialCardTexts; inRow?: boolean }) {
  return (
    <li className={`flex w-[min(380px,100cqw)] shrink-0 ${inRow ? '' : 'mr-12'}`}>
      <figure className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p role="img" aria-label={fillText(texts.rated, { rating: testimonial.rating })} className="flex text-amber-600">
          <Stars rating={testimonial.rating} />
        </p>
        <blockquote className="mt-4 flex-1 text-slate-700">
          <p>{fillText(texts.quote, { text: testimonial.text })}</p>
        </blockquote>
        {testimonial.outcome && <p className="mt-4 font-semibold text-emerald-800">{testimonial.outcome}</p>}
        <figcaption className="mt-6 border-t border-slate-200 pt-4">
          {/* The client's name and country as they gave them: the same in every language. */}
          <p className="font-semibold text-slate-900" data-testimonial-name translate="no">
            {testimonial.name}
            {testimonial.country && <span className="font-normal text-slate-600"> · {testimonial.country}</span>}
          </p>
          <p className="mt-1 text-sm text-slate-600">{testimonial.course}
            {testimonial.university && (
              <>
                , <span translate="no">{testimonial.university}</span>
              </>
            )}</p>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={testimonial.date}>{formatDay(testimonial.date, 'month', texts.dateLocale)}</time>
          </p>
        </figcaption>
      </figure>
    </li>
  );
}
