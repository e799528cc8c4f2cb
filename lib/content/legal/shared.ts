import type { Inline, RichText } from './types';

// Facts that appear on more than one legal page, kept in one place so the pages cannot disagree.

// SPEC section 9.
export const RETENTION_ITEMS: RichText[] = [
  [{ text: 'Client records', strong: true }, ': seven years after the service has been completed.'],
  [
    { text: 'Financial records', strong: true },
    ' (invoices, payment and accounting documents): ten years, as required by German commercial and tax law (§ 257 HGB, § 147 AO).',
  ],
  [{ text: 'Marketing data', strong: true }, ': until you withdraw your consent or object to its use.'],
  [
    { text: 'Website analytics', strong: true },
    ' (for example, how often an article was read): 26 months at most, and only in anonymised form that cannot be traced back to you.',
  ],
  [
    { text: 'Enquiries that do not lead to an engagement', strong: true },
    ': deleted once the enquiry has been dealt with and no further contact is to be expected, unless a statutory retention period applies.',
  ],
];

export const RETENTION_CLOSING: RichText[] = [
  'When a period ends, we delete the data or anonymise it so that it can no longer be linked to a person. Backups are overwritten in their regular cycle.',
];

export const BREACH_HOURS = 72;

export const SUPERVISORY_AUTHORITY_LINK: Inline = {
  text: 'Berlin Commissioner for Data Protection and Freedom of Information',
  href: 'https://www.datenschutz-berlin.de',
};

export const SUPERVISORY_AUTHORITY: RichText[] = [
  [
    'You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the EU member state where you live, work or believe an infringement took place. The authority responsible for us is the ',
    SUPERVISORY_AUTHORITY_LINK,
    ' (Berliner Beauftragte für Datenschutz und Informationsfreiheit), Alt-Moabit 59–61, 10555 Berlin, Germany.',
  ],
];
