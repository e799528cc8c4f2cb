import { getSiteConfig } from '@/lib/site';

// Placeholder home page until the public site lands; it already shows real contact details.
export default function HomePage() {
  const site = getSiteConfig();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col justify-center gap-6 px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Berlin, Germany</p>
      <h1 className="text-3xl font-bold sm:text-5xl">{site.name}</h1>
      <p className="text-lg text-slate-700">
        Education and immigration consulting for students, professionals and families who want to study, work
        or live in Germany: university admissions, the Opportunity Card, visas, family reunification and career
        counselling.
      </p>
      <p className="text-slate-700">
        Our new website is on its way. Until then, write to{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>{' '}
        or call{' '}
        <a className="font-medium text-brand-700 underline" href={`tel:${site.phone.replace(/\s/g, '')}`}>
          {site.phone}
        </a>
        .
      </p>
    </section>
  );
}
