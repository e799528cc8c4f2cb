import { telHref } from '@/components/site/tel-href';
import { Mail, MapPin, Phone } from '@/components/ui/icons';
import { formatAddress, type SiteConfig } from '@/lib/site';
import { SocialLinks } from './social-icons';

// The firm's phone, e-mail, address and social links above the navigation; its only words are the
// social links' "(opens in a new tab)", in the page's language.
export function TopBar({ site, newTabText }: { site: SiteConfig; newTabText: string }) {
  return (
    <div className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1.5">
        {/* The same in every language (translate="no" also keeps browser translators off them). */}
        <ul translate="no" className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <li>
            <a href={telHref(site.phone)} className="inline-flex items-center gap-1.5 hover:underline">
              <Phone aria-hidden="true" className="h-4 w-4" />
              <span>{site.phone}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className="inline-flex items-center gap-1.5 hover:underline">
              <Mail aria-hidden="true" className="h-4 w-4" />
              <span>{site.email}</span>
            </a>
          </li>
          <li className="hidden items-center gap-1.5 lg:inline-flex">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            <span>{formatAddress(site.address)}</span>
          </li>
        </ul>
        <SocialLinks socials={site.socials} className="hidden sm:flex" newTabText={newTabText} />
      </div>
    </div>
  );
}
