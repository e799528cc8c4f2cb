import Link from 'next/link';
import { ABOUT_CTA as CTA } from '@/lib/content/about';
import { ctaClass } from '@/components/site/home/link-styles';

export function AboutCta() {
  return (
    <section aria-labelledby="about-cta-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <h2 id="about-cta-title" className="text-2xl font-bold sm:text-4xl">
          {CTA.heading}
        </h2>
        <p className="mt-4 text-lg text-blue-50">{CTA.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href={CTA.primary.href} className={ctaClass('light-primary')}>
            {CTA.primary.label}
          </Link>
          <Link href={CTA.secondary.href} className={ctaClass('light-secondary')}>
            {CTA.secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
