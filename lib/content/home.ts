import type { ServiceId } from '@/lib/services/service';

// Copy of the home page (SPEC sections 1, 2 and 9). Icons are named here and drawn by
// components/site/home, so this file stays plain data that anyone can edit.

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

export type LinkCopy = { label: string; href: string };
export type Feature = { title: string; description: string; icon: HomeIconName };

export const HOME_HERO = {
  eyebrow: 'Education and immigration consulting in Berlin',
  heading: 'Study, work and build your future in Germany',
  intro:
    'We guide students, skilled professionals and families through university admissions, the Opportunity Card, visas and family reunification: personally, transparently and from our office in Berlin.',
  primary: { label: 'Explore Our Services', href: '/services' },
  // Its label follows the fee of the first consultation (lib/content/consultation.ts).
  secondary: { href: '/contact' },
  // Drawn by scripts/generate-site-images.ts. Decorative, so they carry no alt text.
  slides: [
    '/images/home/hero-berlin-skyline.webp',
    '/images/home/hero-brandenburg-gate.webp',
    '/images/home/hero-university.webp',
    '/images/home/hero-documents.webp',
    '/images/home/hero-journey.webp',
  ],
  slideWidth: 1600,
  carouselLabel: 'Background images',
};

// The figures themselves are site settings (lib/site-settings/home-stats.ts: SPEC section 2's
// four by default, edited at /admin/settings).
export const HOME_STATS_HEADING = 'Our commitment in numbers';

// One card per service, in the order of /services; the title and text are the service's own
// (its title and short description, edited at /admin/services), the icon is the home page's.
export type Solution = { id: ServiceId; icon: HomeIconName };

export const HOME_SOLUTIONS = {
  heading: 'Our core solutions',
  intro: 'Six areas of expertise, one goal: a well-prepared, successful start in Germany.',
  bookLabel: 'Book a Consultation',
  exploreLabel: 'Explore Solutions',
  items: [
    { id: 'university-admissions', icon: 'graduation-cap' },
    { id: 'opportunity-card', icon: 'badge-check' },
    { id: 'family-reunification', icon: 'users' },
    { id: 'career-counseling', icon: 'briefcase' },
    { id: 'visa-advisory', icon: 'stamp' },
    { id: 'it-consulting', icon: 'laptop' },
  ] satisfies Solution[],
};

export const WHY_GERMANY = {
  heading: 'Why Germany?',
  intro: 'Europe’s largest economy combines excellent education with security and a high quality of life.',
  items: [
    {
      title: 'Safety and Freedom',
      description: 'A stable democracy with the rule of law, low crime rates and personal freedoms protected by the constitution.',
      icon: 'shield-check',
    },
    {
      title: 'Excellent Education',
      description:
        'Internationally respected universities, no or low tuition fees at most public institutions and a growing choice of programmes taught in English.',
      icon: 'book-open',
    },
    {
      title: 'Social Security',
      description: 'Health, pension, unemployment and long-term care insurance protect employees and their families.',
      icon: 'heart-pulse',
    },
    {
      title: 'Quality of Life',
      description: 'Reliable public transport, green cities, generous paid holidays and a healthy balance between work and private life.',
      icon: 'trees',
    },
    {
      title: 'Economic Strength',
      description: 'Strong demand for skilled workers in engineering, IT, healthcare, research and many other fields.',
      icon: 'trending-up',
    },
    {
      title: 'Cultural Diversity',
      description: 'Millions of people with international roots call Germany home, and cities like Berlin welcome newcomers from all over the world.',
      icon: 'globe',
    },
  ] satisfies Feature[],
  statementHeading: 'Everyone is welcome here',
  statement:
    'We advise every client with the same care and respect, regardless of origin, nationality, ethnicity, religion or belief, gender, sexual orientation, age or disability.',
};

export const WHY_CHOOSE_US = {
  heading: 'Why choose us',
  intro: 'Local knowledge, expert advice and a team that stays with you from the first question to your arrival.',
  items: [
    {
      title: 'Germany-Based and Registered',
      description: 'Our office is in Berlin and we are a registered German business, so you work with advisers who know the system first-hand.',
      icon: 'landmark',
    },
    {
      title: 'Expert Advisory',
      description: 'Advice grounded in current German immigration and higher-education rules, checked against official sources for every case.',
      icon: 'award',
    },
    {
      title: 'Dedicated Support',
      description: 'A personal point of contact follows your case from the first consultation to your arrival and keeps you informed at every step.',
      icon: 'headset',
    },
    {
      title: 'Trusted by International Families',
      description: 'Students, professionals and families from many countries have trusted us with one of the most important moves of their lives.',
      icon: 'heart-handshake',
    },
  ] satisfies Feature[],
};

export const HOME_CTA = {
  heading: 'Ready to take the first step?',
  // Followed by CONSULTATION_COPY.firstIsFree where it is.
  text: 'Tell us about your plans and we will show you the route that fits them.',
  primary: { label: 'Get Started Today', href: '/contact' },
  phoneLabel: 'Call Us Now',
};
