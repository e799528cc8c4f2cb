// Copy of the About page (SPEC section 2). Icons are named here and drawn by components/site/about.

export type ValueIconName = 'scale' | 'users' | 'eye' | 'globe' | 'target';

export const ABOUT_HERO = {
  eyebrow: 'About us',
  heading: 'Your partner for a new start in Germany',
  intro:
    'We are an education and immigration consultancy in Berlin. We help students, skilled professionals and families understand their options, prepare strong applications and settle in with confidence.',
  image: { src: '/images/about/about-berlin.webp', alt: 'Illustration of the Berlin skyline with the TV tower at sunrise' },
};

export const ABOUT_MISSION = {
  heading: 'Our Mission',
  text: 'To make studying, working and living in Germany achievable for everyone with the ambition to do so, through honest advice, careful preparation and support that continues after the paperwork is done.',
};

export const ABOUT_VISION = {
  heading: 'Our Vision',
  text: 'A world in which talent can move to wherever it grows best, and in which every newcomer arrives in Germany informed, confident and welcome.',
  image: { src: '/images/about/about-journey.webp', alt: 'Illustration of a route from a globe to a university building in Germany' },
};

export const FOUNDER_NOTE = {
  heading: 'A note from our founder',
  paragraphs: [
    'Every week we speak with people who are ready to build a future in Germany but are unsure where to begin. Official information is spread across many websites, rules change, and a single missing document can delay a plan by months.',
    'We founded this consultancy to be the guide we would have wanted ourselves: someone who listens first, explains the options plainly, tells you honestly what is realistic and stays with you until you have arrived.',
    'Whether you are applying for your first degree, looking for skilled work or bringing your family together, you will get the same care and attention from us.',
  ],
  // With nobody chosen to sign in the back office (Authors), the note is signed by the team,
  // as a post without an author is.
  teamSignature: (siteName: string) => `The ${siteName} Team`,
};

// The team section: the authors marked for it in the back office (Authors → About page).
export const TEAM_SECTION = {
  heading: 'Our team',
  intro: 'The people who advise you, and what qualifies them to do so.',
  qualifications: 'Qualifications',
  languages: 'Advises in',
  profileLink: (name: string) => `${name}’s profile and articles`,
};

export const CORE_VALUES = {
  heading: 'Our core values',
  intro: 'Five principles guide every consultation and every application we prepare.',
  items: [
    {
      title: 'Integrity',
      description: 'We give honest advice, even when the answer is not the one you hoped for, and we never promise outcomes that only the authorities can decide.',
      icon: 'scale',
    },
    {
      title: 'Client-Centred Support',
      description: 'Your goals, circumstances and timeline shape our advice. We listen first and plan with you, not for you.',
      icon: 'users',
    },
    {
      title: 'Transparency',
      description: 'Clear fees, clear steps and clear responsibilities: you always know what we do, what you do and what comes next.',
      icon: 'eye',
    },
    {
      title: 'Cultural Sensitivity',
      description: 'We work with clients from all over the world and respect the backgrounds, languages and traditions they bring with them.',
      icon: 'globe',
    },
    {
      title: 'Long-Term Success',
      description: 'An approved visa is a milestone, not the finish line. We prepare you for studying, working and living well in Germany.',
      icon: 'target',
    },
  ] satisfies { title: string; description: string; icon: ValueIconName }[],
};

export const ABOUT_CTA = {
  heading: 'Let us plan your next step together',
  text: 'Book a consultation to talk about your goals, or read more about how we can help.',
  primary: { label: 'Book a Consultation', href: '/contact' },
  secondary: { label: 'Explore Our Services', href: '/services' },
};
