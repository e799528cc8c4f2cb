export type NavLink = { label: string; href: string };

export const MAIN_NAV: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export const FOOTER_GROUPS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Mission', href: '/about#mission' },
      { label: 'Core Values', href: '/about#values' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
  {
    // Each service's own page (SPEC's labels).
    title: 'Services',
    links: [
      { label: 'University Admissions', href: '/services/university-admissions' },
      { label: 'Opportunity Card', href: '/services/opportunity-card' },
      { label: 'Visa Advisory', href: '/services/visa-advisory' },
      { label: 'Family Reunification', href: '/services/family-reunification' },
      { label: 'Career Counseling', href: '/services/career-counseling' },
      { label: 'IT Consulting', href: '/services/it-consulting' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Study Guide', href: '/blog?category=education' },
      { label: 'Visa Checklist', href: '/blog?category=visa' },
      { label: 'Success Stories', href: '/#testimonials' },
    ],
  },
];

export const LEGAL_LINKS: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Data Protection', href: '/data-protection' },
  { label: 'Impressum', href: '/impressum' },
];

// Current-page test for the main navigation: Home only on "/", the others on their subtree too.
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
