import type { PublicTestimonial } from '@/lib/testimonials/testimonial';
import { TestimonialCard } from './testimonial-card';
import { TestimonialCarousel } from './testimonial-carousel';
import type { HomeTranslator } from './home-translator';
import { SiteSection } from '@/components/site/site-section';
import { DISPLAY_LOCALES, type Locale } from '@/i18n/locales';

// A moving carousel needs enough cards to fill its width before it wraps; fewer stand still.
const CAROUSEL_FROM = 3;

// id="testimonials": the footer's "Success Stories" link points here. Only testimonials published
// with the client's consent reach this (lib/server/testimonials/); with none, there is no section
// rather than an empty heading, only its anchor, so the footer's link still lands where the stories
// will be (on the section after it) instead of at the top of the page. Under the cards: how they
// are collected (UWG §5b(3)).
export function TestimonialsSection({ items, t, locale }: { items: PublicTestimonial[]; t: HomeTranslator; locale: Locale }) {
  if (items.length === 0) return <div id="testimonials" />;
  // What the cards and the carousel say, for the browser: the templates' {arguments} are filled there.
  const texts = {
    rated: t.raw('testimonials.rated') as string,
    quote: t.raw('testimonials.quote') as string,
    dateLocale: DISPLAY_LOCALES[locale],
    region: t('testimonials.region'),
    previous: t('testimonials.previous'),
    next: t('testimonials.next'),
    pause: t('testimonials.pause'),
    play: t('testimonials.play'),
    announcement: t.raw('testimonials.announcement') as string,
  };
  return (
    <SiteSection id="testimonials" titleId="testimonials-title" heading={t('testimonials.heading')} intro={t('testimonials.intro')} className="overflow-hidden bg-white">
      <div className="mt-12">
        {items.length >= CAROUSEL_FROM ? (
          <TestimonialCarousel items={items} texts={texts} />
        ) : (
          <div className="@container">
            <ul className="flex flex-wrap justify-center gap-6">
              {items.map((item) => (
                <TestimonialCard key={item._id} testimonial={item} texts={texts} inRow />
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="mx-auto mt-10 max-w-3xl text-sm text-slate-600" data-testimonials-how>
        <h3 className="font-semibold text-slate-800">{t('testimonials.howCollectedHeading')}</h3>
        <p className="mt-1">{t('testimonials.howCollected')}</p>
      </div>
    </SiteSection>
  );
}
