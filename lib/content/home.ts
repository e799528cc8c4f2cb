import type { ServiceId } from '@/lib/services/service';

// The structure of the home page (SPEC sections 1, 2 and 9): its images, links, the order of its
// cards and their icons. The words are in the catalogue (messages/<locale>/Home.json), under the
// keys named here; icons are drawn by components/site/home.

export type HomeIconName =
  | 'graduation-cap'
  | 'badge-check'
  | 'users'
  | 'briefcase'
  | 'stamp'
  | 'laptop'
  | 'shield-check'
  | 'book-open'
  | 'heart-pulse'
  | 'trees'
  | 'trending-up'
  | 'globe'
  | 'landmark'
  | 'award'
  | 'headset'
  | 'heart-handshake';

// A card as a section draws it: its text from the catalogue, its icon from here.
export type Feature = { title: string; description: string; icon: HomeIconName };

export const HOME_HERO = {
  primaryHref: '/services',
  // Its label follows the fee of the first consultation (lib/content/consultation.ts).
  secondaryHref: '/contact',
  // Drawn by scripts/generate-site-images.ts. Decorative, so they carry no alt text.
  slides: [
    '/images/home/hero-berlin-skyline.webp',
    '/images/home/hero-brandenburg-gate.webp',
    '/images/home/hero-university.webp',
    '/images/home/hero-documents.webp',
    '/images/home/hero-journey.webp',
  ],
  slideWidth: 1600,
};

// One card per service, in the order of /services; the title and text are the service's own
// (its title and short description, edited at /admin/services), the icon is the home page's.
export const HOME_SOLUTION_ICONS: Record<ServiceId, HomeIconName> = {
  'university-admissions': 'graduation-cap', 'opportunity-card': 'badge-check', 'family-reunification': 'users',
  'career-counseling': 'briefcase', 'visa-advisory': 'stamp', 'it-consulting': 'laptop',
};

// Keys of Home.whyGermany.items, in the order shown.
export const WHY_GERMANY_ITEMS = [
  { key: 'safety', icon: 'shield-check' },
  { key: 'education', icon: 'book-open' },
  { key: 'socialSecurity', icon: 'heart-pulse' },
  { key: 'qualityOfLife', icon: 'trees' },
  { key: 'economy', icon: 'trending-up' },
  { key: 'diversity', icon: 'globe' },
] as const satisfies readonly { key: string; icon: HomeIconName }[];

// Keys of Home.whyChooseUs.items, in the order shown.
export const WHY_CHOOSE_US_ITEMS = [
  { key: 'registered', icon: 'landmark' },
  { key: 'expert', icon: 'award' },
  { key: 'support', icon: 'headset' },
  { key: 'trusted', icon: 'heart-handshake' },
] as const satisfies readonly { key: string; icon: HomeIconName }[];

export const HOME_CTA = { primaryHref: '/contact' };
