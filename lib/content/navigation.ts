// The public navigation: each link's label is a key of the catalogues' `Nav` or `Footer.links`
// (messages/<locale>/), its href the English address, localized when rendered
// (i18n/pathnames.ts: localizeHref).
import type Footer from '@/messages/en/Footer.json';
import type Nav from '@/messages/en/Nav.json';
import type { ServiceId } from '@/lib/services/service';

export type NavLink = { label: string; href: string };
export type NavEntry<Key extends string = string> = { key: Key; href: string };
type FooterLinkKey = keyof typeof Footer.links;

// A service's footer link: its page (/services/{id}), labelled by the catalogue's key named after
// the id (university-admissions: universityAdmissions).
type CamelCase<Id extends string> = Id extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Id;
function serviceLink<Id extends ServiceId>(id: Id): NavEntry<CamelCase<Id>> {
  const key = id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<Id>;
  return { key, href: `/services/${id}` };
}
// The footer's order, its own (visa advice before family reunification), not that of /services.
const FOOTER_SERVICES: readonly ServiceId[] = ['university-admissions', 'opportunity-card', 'visa-advisory', 'family-reunification', 'career-counseling', 'it-consulting'];

export const MAIN_NAV: NavEntry<keyof typeof Nav>[] = [
  { key: 'home', href: '/' },
  { key: 'about', href: '/about' },
  { key: 'services', href: '/services' },
  { key: 'blog', href: '/blog' },
  { key: 'contact', href: '/contact' },
];

export const FOOTER_GROUPS: { key: keyof typeof Footer.groups; links: NavEntry<FooterLinkKey>[] }[] = [
  {
    key: 'company',
    links: [
      { key: 'aboutUs', href: '/about' },
      { key: 'mission', href: '/about#mission' },
      { key: 'values', href: '/about#values' },
      { key: 'contactUs', href: '/contact' },
    ],
  },
  {
    // Each service's own page (SPEC's labels).
    key: 'services',
    links: FOOTER_SERVICES.map(serviceLink),
  },
  {
    // SPEC's labels; "Study Guide" and "Visa Checklist" lead to the document checklists (issue 28).
    key: 'resources',
    links: [
      { key: 'blog', href: '/blog' },
      { key: 'studyGuide', href: '/checklists/study-visa' },
      { key: 'visaChecklist', href: '/checklists' },
      { key: 'successStories', href: '/#testimonials' },
    ],
  },
];

export const LEGAL_LINKS: NavEntry<FooterLinkKey>[] = [
  { key: 'privacyPolicy', href: '/privacy-policy' },
  { key: 'termsOfService', href: '/terms-of-service' },
  { key: 'dataProtection', href: '/data-protection' },
  { key: 'impressum', href: '/impressum' },
];

// Current-page test for the main navigation: the home link only on its own address, the others on
// their subtree too.
export function isActivePath(pathname: string, href: string, home: boolean): boolean {
  if (home) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
