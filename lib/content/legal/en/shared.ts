import { period, type RetentionSettings } from '@/lib/retention/settings';
import { SUPERVISORY_AUTHORITY_ADDRESS, SUPERVISORY_AUTHORITY_NAME_DE, SUPERVISORY_AUTHORITY_URL } from '../shared';
import type { Inline, RichText } from '../types';

// The English words for what more than one English legal page states (de/shared.ts is the German).

// SPEC section 9. The periods for enquiries, sent e-mail and website analytics are the firm's
// retention settings (lib/retention/settings.ts), the ones the retention job applies: the pages read
// them when they are rendered (lib/server/retention/cached.ts), so what they say is what is done.
export function retentionItems(retention: RetentionSettings): RichText[] {
  const removal =
    retention.leadAction === 'delete'
      ? 'deleted, together with our notes on them and the e-mails about them'
      : 'anonymised: your name, contact details, message and the page and campaign information are removed, together with our notes on them and the e-mails about them; only the service, the date and the status remain, for our statistics';
  return [
    [{ text: 'Client records', strong: true }, ': seven years after the service has been completed.'],
    [
      { text: 'Financial records', strong: true },
      ' (invoices, payment and accounting documents): ten years, as required by German commercial and tax law (§ 257 HGB, § 147 AO).',
    ],
    [{ text: 'Marketing data', strong: true }, ': until you withdraw your consent or object to its use.'],
    [
      { text: 'Newsletter subscriptions', strong: true },
      ': an unconfirmed subscription is deleted after 30 days; after you unsubscribe, the proof of your consent is kept until you ask us to delete it (see “Newsletter”).',
    ],
    [
      { text: 'Enquiries sent through this website', strong: true },
      ` (contact form, enquiry dialog and consultation bookings; a booking is kept and removed with the enquiry it belongs to): ${period(retention.leadsClosedMonths, 'month')} after the enquiry has been closed, and at the latest ${period(retention.leadsInactiveMonths, 'month')} after the last activity on it, they are ${removal}. If an enquiry leads to an engagement, what the engagement needs becomes part of the client record.`,
    ],
    [
      { text: 'E-mails we send from this website', strong: true },
      ` (for example the confirmation of your enquiry): their subject and text are removed from our mail system ${period(retention.sentMailTextDays, 'day')} after delivery; we keep only the record that an e-mail was delivered, to which address and when.`,
    ],
    [
      { text: 'Website analytics', strong: true },
      ` (for example, how often an article was read or liked): the records of each view and like, which name your browser only by a random identifier, are deleted after ${period(retention.engagementMonths, 'month')}; only the totals per article remain, which cannot be traced back to you.`,
    ],
  ];
}

export const RETENTION_CLOSING: RichText[] = [
  'When a period ends, we delete the data or anonymise it so that it can no longer be linked to a person. Backups are overwritten in their regular cycle.',
];

const SUPERVISORY_AUTHORITY_LINK: Inline = {
  text: 'Berlin Commissioner for Data Protection and Freedom of Information',
  href: SUPERVISORY_AUTHORITY_URL,
};

export const SUPERVISORY_AUTHORITY: RichText[] = [
  [
    'You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the EU member state where you live, work or believe an infringement took place. The authority responsible for us is the ',
    SUPERVISORY_AUTHORITY_LINK,
    ` (${SUPERVISORY_AUTHORITY_NAME_DE}), ${SUPERVISORY_AUTHORITY_ADDRESS}, Germany.`,
  ],
];
