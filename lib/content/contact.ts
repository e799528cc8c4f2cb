// Copy of the Contact page (SPEC section 2). Phone, e-mail and chat number come from lib/site.ts;
// only the words around them live here.

export const CONTACT_META = {
  title: 'Contact',
  description:
    'Contact our Berlin consultancy by e-mail, phone, WhatsApp or the contact form for advice on studying, working and living in Germany.',
};

export const CONTACT_HERO = {
  eyebrow: 'Contact us',
  heading: 'Let’s talk about your plans for Germany',
  intro:
    'Whether you are choosing a university, preparing a visa application or bringing your family together, tell us where you stand. We read every message ourselves and answer personally.',
};

export const CONTACT_CHANNELS = {
  heading: 'Ways to reach us',
  email: {
    title: 'E-mail',
    text: 'Best for detailed questions and for sending us an overview of your situation.',
  },
  phone: {
    title: 'Phone',
    text: 'Speak to an adviser directly and talk through your questions.',
  },
  whatsapp: {
    title: 'WhatsApp',
    text: 'Send us a quick message from your phone, wherever you are in the world.',
    linkLabel: 'Start a WhatsApp chat',
  },
};

export const CONTACT_FORM = {
  heading: 'Send us a message',
  intro: 'Fields marked with an asterisk (*) are required. Please do not send passport scans or other documents through this form.',
  labels: {
    fullName: 'Full name',
    email: 'Email',
    phoneNumber: 'Phone number',
    message: 'Message',
  },
  optional: '(optional)',
  messageHint: 'Tell us briefly what you are planning and when you would like to start.',
  submit: 'Send Message',
  submitting: 'Sending...',
  privacy: { before: 'We use your details only to answer your enquiry. See our ', link: 'Privacy Policy', after: '.' },
  honeypot: 'Leave this field empty',
};

export const CONTACT_OFFICE = {
  heading: 'Our office',
  text: 'Consultations take place in person in Berlin or online, wherever you are.',
  hoursHeading: 'Opening hours',
  hoursNote: 'Berlin time',
  languagesHeading: 'Languages',
  languagesText: (languages: string) => `Consultations in ${languages}.`,
};

// "English", "English and German", "English, German and Arabic".
export function joinWords(words: string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const CONTACT_SOCIAL = {
  heading: 'Follow us',
  text: 'News on visas, admissions and life in Germany, shared on our social channels.',
  whatsappLabel: 'WhatsApp',
};

export const CONTACT_CTA = {
  heading: 'Not sure where to start?',
  text: 'Have a look at what we offer, or call us and we will help you find the right next step.',
  primary: { label: 'Explore Our Services', href: '/services' },
  secondaryLabel: 'Call Us Now',
};
