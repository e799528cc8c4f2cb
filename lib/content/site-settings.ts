// The words of the back office's settings screen (/admin/settings). The fields' labels, hints and
// placeholders are the record's own (lib/site-settings/settings.ts).

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
};
