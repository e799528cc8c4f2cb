// The six testimonials of the launch design (SPEC sections 2 and 9), written for it, not by
// clients. The seed stores them marked as samples (scripts/lib/seed.ts): the back office shows
// them with a "Sample" badge, and the site never shows them (publishing one is refused), since
// invented reviews are unlawful (UWG, annex nos. 23b and 23c; §5b (3)). Replace them with
// your clients' own words, given with their consent.

export type SampleTestimonial = {
  name: string;
  country: string;
  university: string;
  course: string;
  text: string;
  rating: number;
  // Its date, this many days before the seed ran.
  daysAgo: number;
};

export const SAMPLE_TESTIMONIALS: SampleTestimonial[] = [
  {
    name: 'Priya S.',
    country: 'India',
    university: 'Technical University of Munich',
    course: 'M.Sc. Informatics',
    text: 'I had three offers and no idea how to compare them. The team helped me choose, checked every document for my blocked account and visa, and even prepared me for my first week in Munich.',
    rating: 5,
    daysAgo: 40,
  },
  {
    name: 'Ahmed K.',
    country: 'Egypt',
    university: 'RWTH Aachen University',
    course: 'M.Sc. Mechanical Engineering',
    text: 'My statement of purpose went through several rounds of honest feedback. I was admitted on my first attempt, and my visa appointment went smoothly because I knew exactly what to bring.',
    rating: 5,
    daysAgo: 75,
  },
  {
    name: 'Lucía M.',
    country: 'Colombia',
    university: 'Humboldt-Universität zu Berlin',
    course: 'M.A. Social Sciences',
    text: 'From the first video call I felt that someone was really on my side. They explained the application portals step by step and pointed me to a scholarship I had never heard of.',
    rating: 5,
    daysAgo: 110,
  },
  {
    name: 'Wei C.',
    country: 'China',
    university: 'University of Stuttgart',
    course: 'M.Sc. Electrical Engineering',
    text: 'Clear timelines, quick answers and no surprises. The recognition of my bachelor’s degree looked complicated, but they broke it into small tasks and I started my programme on time.',
    rating: 5,
    daysAgo: 150,
  },
  {
    name: 'Oluwaseun A.',
    country: 'Nigeria',
    university: 'Heidelberg University',
    course: 'M.Sc. Molecular Biosciences',
    text: 'They helped me plan my finances, open my blocked account and book my visa appointment early. Arriving in Heidelberg felt easy because I had a checklist for everything.',
    rating: 5,
    daysAgo: 190,
  },
  {
    name: 'Fatima R.',
    country: 'Pakistan',
    university: 'Goethe University Frankfurt',
    course: 'M.Sc. Economics',
    text: 'I am the first in my family to study abroad. The team answered my parents’ questions as patiently as mine, and today I study in Frankfurt with a part-time job in my field.',
    rating: 5,
    daysAgo: 230,
  },
];
