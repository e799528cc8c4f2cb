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
  secondary: { label: 'Get Free Consultation', href: '/contact' },
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

// The client's own figures (SPEC section 2); render them exactly as given.
export const HOME_STATS = {
  heading: 'Our commitment in numbers',
  items: [
    { value: '100%', label: 'Personalized Approach' },
    { value: '95%', label: 'Success Rate', note: 'visa approval' },
    { value: '15+', label: 'Partner Universities' },
    { value: '1+', label: 'Years Experience' },
  ],
};

export type Solution = Feature & { id: string };

// Ids match the section ids of the services page, so "Explore Solutions" lands on the right one.
export const HOME_SOLUTIONS = {
  heading: 'Our core solutions',
  intro: 'Six areas of expertise, one goal: a well-prepared, successful start in Germany.',
  bookLabel: 'Book a Consultation',
  bookHref: '/contact',
  exploreLabel: 'Explore Solutions',
  items: [
    {
      id: 'university-admissions',
      title: 'University Admissions',
      description:
        'University and programme selection, statements of purpose and application documents, scholarship advice and pre-departure orientation for your studies in Germany and the EU.',
      icon: 'graduation-cap',
    },
    {
      id: 'opportunity-card',
      title: 'Germany Opportunity Card (Chancenkarte)',
      description:
        'An honest check of your points, the right documents and a realistic job-search plan for the year you may spend in Germany looking for skilled work.',
      icon: 'badge-check',
    },
    {
      id: 'family-reunification',
      title: 'Family Reunification',
      description:
        'Clear guidance on the requirements for bringing your spouse, children or parents to Germany, from proof of housing and income to language certificates.',
      icon: 'users',
    },
    {
      id: 'career-counseling',
      title: 'Career Counseling',
      description:
        'Coaching for the German job market: CV and LinkedIn optimisation, cover letters, interview preparation and a plan for your professional development.',
      icon: 'briefcase',
    },
    {
      id: 'visa-advisory',
      title: 'Visa Advisory',
      description:
        'Careful preparation of tourist, visit, dependent, student and employment visa applications, so that your file is complete and compliant before your appointment.',
      icon: 'stamp',
    },
    {
      id: 'it-consulting',
      title: 'IT Consulting',
      description:
        'Support for organisations with digital transformation, project management and practical technology solutions, delivered by consultants who know German business.',
      icon: 'laptop',
    },
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
  text: 'Tell us about your plans and we will show you the route that fits them. Your first consultation is free.',
  primary: { label: 'Get Started Today', href: '/contact' },
  phoneLabel: 'Call Us Now',
};
