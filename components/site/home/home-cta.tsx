import Link from 'next/link';
import { Phone } from '@/components/ui/icons';
import { HOME_CTA as CTA } from '@/lib/content/home';
import { ctaClass } from './link-styles';

export function HomeCta({ phone }: { phone: string }) {
  return (
    <section aria-labelledby="home-cta-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <h2 id="home-cta-title" className="text-2xl font-bold sm:text-4xl">
          {CTA.heading}
        </h2>
        <p className="mt-4 text-lg text-blue-50">{CTA.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href={CTA.primary.href} className={ctaClass('light-primary')}>
            {CTA.primary.label}
          </Link>
          {/* tel: wants the number without spaces; the visible label stays the friendly one. */}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={ctaClass('light-secondary')}>
            <Phone aria-hidden="true" className="h-5 w-5" />
            {CTA.phoneLabel}
          </a>
        </div>
      </div>
    </section>
  );
}
