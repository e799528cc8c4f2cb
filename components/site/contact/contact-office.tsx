import { MapPin } from '@/components/ui/icons';
import { CONTACT_OFFICE as COPY } from '@/lib/content/contact';
import type { SiteConfig } from '@/lib/site';

export function ContactOffice({ site }: { site: SiteConfig }) {
  const { address } = site;
  return (
    <section aria-labelledby="office-title">
      <h2 id="office-title" className="text-xl font-semibold text-slate-900">
        {COPY.heading}
      </h2>
      <div className="mt-3 flex gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <address className="text-slate-800 not-italic">
          {site.name}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
          <br />
          {address.country}
        </address>
      </div>
      <p className="mt-3 text-slate-700">{COPY.text}</p>
    </section>
  );
}
