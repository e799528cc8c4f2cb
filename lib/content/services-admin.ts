// Copy of the back office's services screens (/admin/services) (the fields' labels and hints are
// the record's, lib/services/service.ts).
export const SERVICES_ADMIN_COPY = {
  listTitle: 'Services',
  listIntro:
    'The six services of the site. What you save here shows at once on the home page, on /services and on the service’s own page.',
  edit: 'Edit',
  viewPage: 'View page',
  defaultText: 'Shows the default text (not edited yet)',
  lastSaved: (when: string, by: string | null) => `Last saved ${when}${by ? ` by ${by}` : ''}`,
  missing: 'Still missing on its page:',
  feeLabel: 'Fee',
  formTitle: (title: string) => `Edit service: ${title}`,
  formIntro: 'Everything on this form shows on the site as soon as you save it.',
  back: 'All services',
  fixedHeading: 'Fixed',
  fixedText: (name: string) =>
    `Enquiries from this service’s main button arrive as “${name}”. The inbox, the reply templates and the dashboard know the service by that name, so it cannot be changed here.`,
  sections: {
    texts: 'Texts',
    fee: 'Fee',
    offerings: 'Offerings',
    faq: 'Frequently asked questions',
    card: 'Opportunity Card: points, requirements and funds',
  },
  noOfferingFee: 'No fee shown on the card',
  cardHeadings: { points: 'Points table', requirements: 'Requirements' },
  pointsFromRules: 'The points table is generated from the rules in the code (lib/opportunity-card/rules.ts); it changes when the law changes.',
  item: {
    offering: 'Offering',
    question: 'Question',
    requirement: 'Requirement',
  },
  add: { offering: 'Add an offering', question: 'Add a question', requirement: 'Add a requirement' },
  noQuestions: 'No questions yet. The page shows the section once there is one.',
  save: 'Save service',
  saving: 'Saving...',
  saved: 'Service saved. The site shows it now.',
  saveFailed: 'The service could not be saved. Please try again.',
  fixFields: 'Please correct the fields marked below.',
  notFound: 'There is no such service.',
};
