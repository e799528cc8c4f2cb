import type { ServiceIconName, ServiceTone } from '@/lib/services/service';

// The services' default content (SPEC sections 1, 2 and 9), which administrators edit from there
// (lib/services/defaults.ts). The icons and colours an offering may have are the service record's
// (lib/services/service.ts), drawn by components/site/services.
// The pages' fixed words around it are in the catalogue (Services, Enquiry, WhatsApp in messages/).

export type Offering = { title: string; description: string; icon: ServiceIconName; tone: ServiceTone };

export type ServiceSection = {
  id: string;
  heading: string;
  intro: string;
  // The name the section's main button sends to the enquiry dialog.
  serviceName: string;
  ctaLabel: string;
  offerings: Offering[];
};

const EDUCATION_HEADING = 'Educational Consulting';

export const SERVICE_SECTIONS: ServiceSection[] = [
  {
    id: 'university-admissions',
    heading: EDUCATION_HEADING,
    intro:
      'Personal guidance from the first shortlist of universities to your first week on campus, so that your application is complete, convincing and on time.',
    serviceName: EDUCATION_HEADING,
    ctaLabel: `Get Started with ${EDUCATION_HEADING}`,
    offerings: [
      {
        title: 'University Selection & Admissions',
        description:
          'We match your academic background and goals with suitable universities and programmes in Germany and the EU, and guide you through each application.',
        icon: 'graduation-cap',
        tone: 'blue',
      },
      {
        title: 'SOP & Documentation Guidance',
        description:
          'Feedback on your statement of purpose, CV and recommendation letters, and a checklist of the certificates and translations your programme asks for.',
        icon: 'file-text',
        tone: 'violet',
      },
      {
        title: 'Student Visa Assistance',
        description:
          'Help with the student visa application: the documents, proof of financial resources, health insurance and preparing for the embassy appointment.',
        icon: 'stamp',
        tone: 'emerald',
      },
      {
        title: 'Scholarships & Funding Advice',
        description:
          'An overview of scholarships and funding options that fit your profile, and practical advice on planning the cost of your studies.',
        icon: 'hand-coins',
        tone: 'amber',
      },
      {
        title: 'Pre-Departure Orientation',
        description:
          'What to sort out before and after you land: accommodation, registering your address, opening a bank account and settling into student life.',
        icon: 'plane',
        tone: 'rose',
      },
    ],
  },
  {
    id: 'opportunity-card',
    heading: 'Germany Opportunity Card (Chancenkarte)',
    intro:
      'The Opportunity Card lets qualified people from outside the EU come to Germany to look for work. We check whether you qualify, estimate your points and prepare your application with you.',
    serviceName: 'Germany Opportunity Card (Chancenkarte) Consulting',
    ctaLabel: 'Get Started with the Opportunity Card',
    offerings: [
      {
        title: 'Eligibility & Points Assessment',
        description:
          'A structured review of your qualifications, experience, languages and age against the points system, so you know where you stand before you apply.',
        icon: 'clipboard-check',
        tone: 'blue',
      },
      {
        title: 'Qualification Recognition Guidance',
        description:
          'Which authority assesses your degree or vocational qualification, which documents it needs, and how recognition affects your route to the card.',
        icon: 'award',
        tone: 'violet',
      },
      {
        title: 'Opportunity Card Application Support',
        description:
          'A complete, well-ordered application: forms, proof of funds, insurance and supporting documents checked before you submit them.',
        icon: 'folder-open',
        tone: 'emerald',
      },
      {
        title: 'Job Search Strategy in Germany',
        description:
          'A plan for your job search once you arrive: target roles, where to find openings and how to present yourself to German employers.',
        icon: 'search',
        tone: 'amber',
      },
    ],
  },
  {
    id: 'family-reunification',
    heading: 'Family Reunification',
    intro:
      'Bringing your spouse or children to Germany involves several authorities and many documents. We help you understand the requirements and prepare a complete application.',
    serviceName: 'Family Reunification Solutions',
    ctaLabel: 'Get Started with Family Reunification',
    offerings: [
      {
        title: 'Spouse & Partner Reunification',
        description:
          'Guidance for spouses and registered partners joining someone who lives in Germany, from the first questions to the visa appointment.',
        icon: 'heart',
        tone: 'rose',
      },
      {
        title: 'Children Joining Their Parents',
        description:
          'Support for bringing minor children to Germany, including consent declarations and the documents the embassy expects for children.',
        icon: 'users',
        tone: 'blue',
      },
      {
        title: 'Family Document Preparation',
        description:
          'Checklists for marriage and birth certificates, translations and legalisation, so your file is complete before you book an appointment.',
        icon: 'file-check',
        tone: 'emerald',
      },
      {
        title: 'Language Requirement Guidance',
        description:
          'Clear information on the German language requirements that may apply to family members and on the exceptions the rules allow.',
        icon: 'languages',
        tone: 'violet',
      },
      {
        title: 'Embassy Appointment Preparation',
        description:
          'We go through your documents and the questions you may be asked, so that you arrive at the embassy or consulate well prepared.',
        icon: 'calendar-check',
        tone: 'amber',
      },
    ],
  },
  {
    id: 'career-counseling',
    heading: 'Career Counseling',
    intro:
      'Practical coaching for professionals and graduates who want to build their career in Germany: a clear direction, strong application documents and confident interviews.',
    serviceName: 'Professional Career Development',
    ctaLabel: 'Get Started with Career Counseling',
    offerings: [
      {
        title: 'One-to-One Career Coaching',
        description:
          'Personal sessions to clarify your goals, assess your strengths and plan realistic next steps in the German job market.',
        icon: 'compass',
        tone: 'blue',
      },
      {
        title: 'German-Style CV Optimisation',
        description:
          'We restructure your CV and cover letter to match what German employers expect, while keeping your own voice and achievements clear.',
        icon: 'file-text',
        tone: 'emerald',
      },
      {
        title: 'LinkedIn Profile Optimisation',
        description:
          'A profile that recruiters find and understand: headline, summary, experience and skills written for the roles you are aiming for.',
        icon: 'user-round-check',
        tone: 'violet',
      },
      {
        title: 'Interview Preparation',
        description:
          'Practice interviews with feedback, and advice on common questions, salary conversations and the etiquette of German interviews.',
        icon: 'messages-square',
        tone: 'amber',
      },
      {
        title: 'Job Market Orientation',
        description:
          'An introduction to how hiring works in Germany: sectors, job portals, recognised qualifications and the role of language skills.',
        icon: 'trending-up',
        tone: 'teal',
      },
    ],
  },
  {
    id: 'visa-advisory',
    heading: 'Visa Advisory',
    intro:
      'Advice on choosing the right visa and meeting its conditions, whether you are visiting, studying, working or joining family. We cover tourist, visit, dependent, student and employment visas.',
    serviceName: 'Visa Advisory Services',
    ctaLabel: 'Get Started with Visa Advisory',
    offerings: [
      {
        title: 'Tourist Visa Advisory',
        description:
          'Help with short-stay visas for holidays in Germany and the Schengen area: itinerary, insurance, finances and the supporting documents.',
        icon: 'map',
        tone: 'teal',
      },
      {
        title: 'Visit Visa Advisory',
        description:
          'Guidance for visiting family or friends in Germany, including invitation letters and formal obligation letters where they are needed.',
        icon: 'users',
        tone: 'rose',
      },
      {
        title: 'Dependent Visa Advisory',
        description:
          'Advice for dependants of students, researchers and skilled workers who want to accompany them to Germany.',
        icon: 'heart-handshake',
        tone: 'violet',
      },
      {
        title: 'Student Visa Advisory',
        description:
          'Visa advice for admitted students and applicants, including the blocked account, health insurance and what to bring to the appointment.',
        icon: 'book-open',
        tone: 'blue',
      },
      {
        title: 'Employment Visa Advisory',
        description:
          'Guidance on work visas for skilled workers and job offers in Germany, and the documents employers and authorities ask for.',
        icon: 'briefcase',
        tone: 'amber',
      },
      {
        title: 'Visa Compliance & Extensions',
        description:
          'Staying compliant after you arrive: residence permit extensions, changing your purpose of stay and keeping your documents up to date.',
        icon: 'shield-check',
        tone: 'emerald',
      },
    ],
  },
  {
    id: 'it-consulting',
    heading: 'IT Consulting',
    intro:
      'Alongside our advisory work, we support organisations with technology: planning change, running projects and choosing solutions that fit their goals.',
    serviceName: 'IT Consulting Services',
    ctaLabel: 'Get Started with IT Consulting',
    offerings: [
      {
        title: 'Digital Transformation',
        description:
          'We assess your current processes and systems and shape a practical roadmap for digitalisation that your team can follow.',
        icon: 'workflow',
        tone: 'blue',
      },
      {
        title: 'IT Project Management',
        description:
          'Planning, coordination and reporting for technology projects, keeping scope, stakeholders and deliverables aligned.',
        icon: 'square-kanban',
        tone: 'violet',
      },
      {
        title: 'Technology Solutions',
        description:
          'Independent advice on selecting, integrating and rolling out software and infrastructure that suit your organisation.',
        icon: 'server',
        tone: 'teal',
      },
    ],
  },
];

// The Opportunity Card's basic requirements (SPEC section 9; Section 20a of the Residence Act): the
// defaults of what administrators keep current. Its points table is generated from the rules in
// the code (lib/opportunity-card/rules.ts); the table's headings and notes are in the catalogue
// (Services.points in messages/<locale>/).
export const OPPORTUNITY_CARD = {
  requirements: [
    'Sufficient funds to support yourself while you look for work.',
    'Skilled-worker route: a degree or vocational qualification obtained in Germany or recognised in Germany.',
    'Points route: a degree, or vocational training of at least two years, recognised by the state where it was issued, and German at level A1 or higher or English at level B2 or higher.',
  ],
};

// The defaults of what administrators keep current in the back office (/admin/services). The
// amount is the figure published for 2025; confirm it before launch (docs/staff.md, Before going
// live).
export const REQUIRED_FUNDS_DEFAULT = { amount: 1091, validFrom: '2025-01-01' };

// Questions and answers only where SPEC states the facts; the firm writes the others (the launch
// check lists services without them).
export const SERVICE_FAQ_DEFAULTS: Record<string, { question: string; answer: string }[]> = {
  'opportunity-card': [
    {
      question: 'How many points do I need for the Opportunity Card?',
      answer:
        'At least 6 points on the points route. Points are given for a partly recognised foreign qualification, a qualification in a shortage occupation, professional experience, German and English skills, your age, earlier stays in Germany and a joint application with your partner; the table above shows how many for each.',
    },
    {
      question: 'Which qualification do I need?',
      answer:
        'On the skilled-worker route, a degree or vocational qualification obtained in Germany or recognised in Germany. On the points route, a degree, or vocational training of at least two years, recognised by the state where it was issued, and German at level A1 or higher or English at level B2 or higher.',
    },
    {
      question: 'How much money do I need to show?',
      answer:
        'Enough to support yourself while you look for work. The amount per month that currently applies is shown under Required funds on this page; we check your proof of funds with you before you apply.',
    },
    {
      question: 'Who decides on my application?',
      answer:
        'The German authorities, under Section 20a of the Residence Act. We help you estimate your points and prepare complete documents; we cannot promise a decision.',
    },
  ],
  'visa-advisory': [
    {
      question: 'Which visas do you advise on?',
      answer:
        'Tourist, visit, dependent, student and employment visas, and staying compliant after you arrive: residence permit extensions and changing the purpose of your stay.',
    },
  ],
};

// Every name the page can send to the enquiry dialog: section names and card titles.
export function allServiceNames(): string[] {
  return SERVICE_SECTIONS.flatMap((section) => [section.serviceName, ...section.offerings.map((offering) => offering.title)]);
}
