import Link from 'next/link';
import { Phone } from '@/components/ui/icons';
import { CONTACT_CTA as COPY } from '@/lib/content/contact';
import { FOCUS_RING_ON_DARK } from '@/components/ui/focus-ring';
import { telHref } from './tel-href';

export function ContactCta({ phone }: { phone: string }) {
  return (
    <section aria-labelledby="contact-cta-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="contact-cta-title" className="text-2xl font-bold sm:text-3xl">
          {COPY.heading}
        </h2>
        <p className="mt-4 text-lg text-blue-50">{COPY.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            href={COPY.primary.href}
            className={`inline-flex min-h-11 items-center justify-center rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-blue-50 ${FOCUS_RING_ON_DARK}`}
          >
            {COPY.primary.label}
          </Link>
          <a
            href={telHref(phone)}
            className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-white/10 ${FOCUS_RING_ON_DARK}`}
          >
            <Phone aria-hidden="true" className="h-4 w-4" />
            {COPY.secondaryLabel}
          </a>
        </div>
      </div>
    </section>
  );
}
