import { CONTACT_HERO } from '@/lib/content/contact';

export function ContactHero() {
  return (
    <section aria-labelledby="contact-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-blue-200 uppercase">{CONTACT_HERO.eyebrow}</p>
        <h1 id="contact-title" className="mt-3 max-w-3xl text-3xl font-bold text-balance sm:text-5xl">
          {CONTACT_HERO.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-blue-50">{CONTACT_HERO.intro}</p>
      </div>
    </section>
  );
}
