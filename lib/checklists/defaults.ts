import type { ChecklistRecord } from './checklist';

// The sample checklists a fresh install starts with (the seed stores them, marked as samples):
// the firm reviews each against the mission's current list and sets its "checked on" date.
export const DEFAULT_CHECKLISTS: readonly ChecklistRecord[] = [
  {
    id: 'opportunity-card',
    title: { en: 'Opportunity Card: document checklist', de: 'Chancenkarte: Checkliste der Unterlagen' },
    summary: {
      en: 'The documents a German mission usually asks for with an Opportunity Card application.',
      de: 'Die Unterlagen, die eine deutsche Auslandsvertretung für den Antrag auf eine Chancenkarte üblicherweise verlangt.',
    },
    service: 'opportunity-card',
    sections: [
      {
        id: 'identity',
        title: { en: 'Identity', de: 'Identität' },
        items: [
          {
            id: 'passport',
            title: { en: 'Valid passport', de: 'Gültiger Reisepass' },
            explanation: { en: 'Issued within the last ten years, with two blank pages.', de: 'In den letzten zehn Jahren ausgestellt, mit zwei freien Seiten.' },
            forms: ['original', 'copy'],
          },
        ],
      },
    ],
    source: { name: { en: 'Sample list: check it against the German mission responsible for you', de: 'Beispielliste: Gleichen Sie sie mit der für Sie zuständigen deutschen Auslandsvertretung ab' }, url: 'https://www.auswaertiges-amt.de/' },
    checkedOn: null,
    sample: true,
    updatedAt: null,
    updatedBy: null,
  },
];
