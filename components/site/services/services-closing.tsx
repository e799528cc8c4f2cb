import Link from 'next/link';
import { SERVICES_CLOSING as CLOSING } from '@/lib/content/services';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function ServicesClosing() {
  return (
    <section aria-labelledby="services-closing-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="services-closing-title" className="text-2xl font-bold sm:text-3xl">
          {CLOSING.heading}
        </h2>
        <p className="mt-4 text-lg text-blue-50">{CLOSING.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            href={CLOSING.primary.href}
            className={`inline-flex min-h-11 items-center justify-center rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-blue-50 ${FOCUS}`}
          >
            {CLOSING.primary.label}
          </Link>
          <Link
            href={CLOSING.secondary.href}
            className={`inline-flex min-h-11 items-center justify-center rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-white/10 ${FOCUS}`}
          >
            {CLOSING.secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
