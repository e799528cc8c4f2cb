import type { SiteSettingsField } from '@/lib/site-settings/settings';

// The words of the back office's settings screen (/admin/settings).

export const SITE_SETTINGS_PAGE = {
  title: 'Site settings',
  intro: 'The firm’s details as every page of the website shows them: the header bar and footer, the contact page, the Impressum and the privacy pages, what search engines read, and the e-mails the site sends. A change shows on the site as soon as it is saved.',
  impressumLink: 'See the Impressum',
  findingsHeading: 'Still to do before going live',
  findingsIntro: 'Each of these is a placeholder or something the Impressum must state for the chosen legal form. Select one to go to its field.',
  noFindings: 'Nothing left: no placeholders, and the Impressum states everything the legal form requires.',
  save: 'Save settings',
  saving: 'Saving...',
  saved: 'Settings saved. The website shows them now.',
  saveFailed: 'The settings could not be saved',
};

export const SETTINGS_SECTIONS = {
  firm: { heading: 'Firm and legal', intro: 'What the Impressum states. Fields the chosen legal form requires say so while they are empty.' },
  profession: {
    heading: 'Regulated profession',
    intro: 'Only when the firm’s work needs a licence or a professional chamber (for example lawyers). Fill in all three or none.',
  },
  contact: { heading: 'Contact', intro: 'Shown in the header bar, the footer, on the contact page and in every e-mail to visitors.' },
  address: { heading: 'Address', intro: 'The firm’s address in Germany: Impressum, footer, contact page and search engines.' },
  social: { heading: 'Social profiles', intro: 'The address of each of the firm’s profiles. Leave one empty and the site shows no button for it.' },
  hours: { heading: 'Opening hours', intro: 'Berlin time, on the contact page and for search engines. With every day closed, the site states no hours.' },
  languages: { heading: 'Languages', intro: 'The languages consultations are held in, on the contact page and for search engines, each with its name in English and in German.' },
};

type FieldCopy = { label: string; hint?: string; placeholder?: string };

export const FIELD_COPY: Partial<Record<SiteSettingsField, FieldCopy>> = {
  name: { label: 'Name on the website', hint: 'How visitors know the firm: page titles, header, footer, e-mails.' },
  legalForm: { label: 'Legal form' },
  legalName: { label: 'Registered name' },
  registerCourt: { label: 'Register court', placeholder: 'Amtsgericht Charlottenburg' },
  registerNumber: { label: 'Register number', placeholder: 'HRB 123456 B' },
  vatId: { label: 'VAT ID (USt-IdNr.)', hint: 'If the firm has one, the Impressum must state it.', placeholder: 'DE123456789' },
  supervisoryAuthority: {
    label: 'Supervisory authority',
    hint: 'Only if the firm’s work needs an official licence: the authority that granted it, with its address.',
  },
  contentResponsible: {
    label: 'Responsible for the content (§ 18 MStV)',
    hint: 'The person answerable for the articles on the site, first and last name; the Impressum gives the firm’s address for them.',
  },
  chamber: { label: 'Professional chamber', placeholder: 'Rechtsanwaltskammer Berlin' },
  professionalTitle: { label: 'Professional title', hint: 'The legal title and the state that awarded it.', placeholder: 'Rechtsanwältin (verliehen in Deutschland)' },
  professionalRules: { label: 'Professional rules', hint: 'Their names and where they can be read.', placeholder: 'BRAO, BORA: www.brak.de' },
  phone: { label: 'Phone', hint: 'With the country code: visitors call from abroad.', placeholder: '+49 30 1234567' },
  email: { label: 'E-mail', hint: 'Where visitors write to; new leads are announced here too unless the server says otherwise.' },
  whatsappNumber: { label: 'WhatsApp number', hint: 'With the country code. Empty: the phone number.', placeholder: '+49 151 23456789' },
  street: { label: 'Street and number' },
  postalCode: { label: 'Postal code' },
  city: { label: 'City' },
  facebookUrl: { label: 'Facebook', placeholder: 'https://www.facebook.com/yourfirm' },
  linkedinUrl: { label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/yourfirm' },
  instagramUrl: { label: 'Instagram', placeholder: 'https://www.instagram.com/yourfirm' },
  xUrl: { label: 'X', placeholder: 'https://x.com/yourfirm' },
  languages: { label: 'Languages', hint: 'Each with its English and German name, e.g. English and Englisch.' },
  foundedYear: { label: 'Founding year', hint: 'The year the firm was founded; the home page’s years of experience can count from it.', placeholder: '2024' },
};

export const LEGAL_FORM_CHOOSE = 'Choose the legal form';
export const HOME_PAGE_HINT = (platform: string) =>
  `The site’s ${platform} button opens ${platform}’s home page, a placeholder. Enter the firm’s profile, or save it empty for no button.`;
export const MISSING_FOR_IMPRESSUM = 'Missing: the Impressum must state this for the chosen legal form.';

// The consultation languages, each named in English and German (/admin/settings#languages).
export const LANGUAGES_COPY = {
  language: (number: number) => `Language ${number}`,
  name: 'Language',
  add: 'Add a language',
  maximum: 12,
};

// The home page's figures and the first consultation (/admin/settings#homeStats).
export const HOME_STATS_COPY = {
  heading: 'Home page figures and first consultation',
  intro: 'The figures in the home page’s blue band are claims about the firm: state only what you can show. Until an administrator confirms them, the launch check lists them.',
  figure: (number: number) => `Figure ${number}`,
  parts: { value: 'Value', label: 'Label', note: 'Note' },
  valueHint: 'E.g. 95%. Write {years} for the whole years since the founding year: {years}+ shows 3+ three years on.',
  add: 'Add a figure',
  confirm: 'I have checked these figures and they are true',
  confirmedAt: (when: string) => `Last confirmed ${when}. Changing a figure asks for a new confirmation.`,
  consultationFree: 'The first consultation is free',
  consultationFreeHint: 'Every “free consultation” on the site follows this; on a service’s page also the service’s fee (free only while that fee is on request).',
};
