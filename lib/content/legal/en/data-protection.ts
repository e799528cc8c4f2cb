import type { RetentionSettings } from '@/lib/retention/settings';
import { providerName } from '@/lib/site';
import { BREACH_HOURS } from '../shared';
import { RETENTION_CLOSING, retentionItems, SUPERVISORY_AUTHORITY } from './shared';
import { mailLink, phoneLink, type LegalCompany, type LegalDocument } from '../types';

// Data Protection: how we keep data safe (Art. 32 GDPR), handle breaches and answer requests.
export function dataProtection(company: LegalCompany, retention: RetentionSettings): LegalDocument {
  return {
    lang: 'en',
    title: 'Data Protection',
    description: `The technical and organisational measures ${company.name} uses to protect personal data, and how to exercise your data protection rights.`,
    dateLocale: 'en-GB',
    intro: [
      [
        'Our clients trust us with passports, certificates and details about their families and careers. This page describes how we protect that information. Which data we process and why is explained in our ',
        { text: 'Privacy Policy', href: '/privacy-policy' },
        '.',
      ],
    ],
    sections: [
      {
        id: 'contact',
        heading: 'Data protection contact',
        paragraphs: [
          [
            'Questions, requests and reports about data protection go to ',
            mailLink(company),
            ' (subject “Data protection”) or by phone to ',
            phoneLink(company),
            `. You can also write to ${providerName(company)}, ${company.address.street}, ${company.address.postalCode} ${company.address.city}.`,
          ],
        ],
      },
      {
        id: 'measures',
        heading: 'Technical and organisational measures',
        paragraphs: ['In line with Art. 25 and Art. 32 GDPR, we protect personal data with measures appropriate to the risk:'],
        items: [
          [{ text: 'Encryption in transit', strong: true }, ': every connection to this website and to our back office is encrypted with TLS.'],
          [
            { text: 'Access control', strong: true },
            ': enquiries can be viewed only in a back office that requires personal sign-in. Passwords are stored only as salted hashes, and sign-in attempts are limited.',
          ],
          [
            { text: 'Least privilege', strong: true },
            ': staff can access only the data they need for their tasks, and access is withdrawn as soon as it is no longer needed.',
          ],
          [
            { text: 'Backups', strong: true },
            ': our data is backed up regularly so it can be restored after a technical fault or an incident; backups are protected like the original data.',
          ],
          [
            { text: 'Confidentiality of staff', strong: true },
            ': everyone who works with personal data is bound to confidentiality in writing and instructed on how to handle it.',
          ],
          [
            { text: 'Data minimisation', strong: true },
            ': our forms ask only for what we need to answer you, and we delete data when it is no longer required.',
          ],
          [
            { text: 'Protection against abuse', strong: true },
            ': all input is checked on our server, forms are protected against automated submissions, and error messages never reveal internal details.',
          ],
        ],
        closing: ['We review these measures regularly and adapt them to new risks and the state of the art.'],
      },
      {
        id: 'processors',
        heading: 'Service providers (processors)',
        paragraphs: [
          'Where providers process personal data on our behalf, such as our hosting and e-mail providers, we conclude a data processing agreement with them under Art. 28 GDPR. It binds them to our instructions, to confidentiality and to appropriate security measures, and allows us to check compliance. We choose providers that offer sufficient guarantees, preferably with processing in the European Union.',
        ],
      },
      {
        id: 'retention',
        heading: 'Retention periods',
        items: retentionItems(retention),
        closing: RETENTION_CLOSING,
      },
      {
        id: 'data-breaches',
        heading: 'Data breaches',
        paragraphs: [
          `If a breach of the security of personal data occurs, we act immediately to contain it and limit its effects. Unless the breach is unlikely to result in a risk to the people concerned, we notify the Berlin Commissioner for Data Protection and Freedom of Information without undue delay and, where feasible, within ${BREACH_HOURS} hours of becoming aware of it (Art. 33 GDPR).`,
          'If the breach is likely to result in a high risk to your rights and freedoms, we also inform you directly, without undue delay and in plain language, about what happened, its likely consequences and what we and you can do about it (Art. 34 GDPR). We document every breach, including those that do not have to be reported.',
          ['If you notice anything that suggests your data may be at risk, please tell us at once at ', mailLink(company), '.'],
        ],
      },
      {
        id: 'exercising-your-rights',
        heading: 'How to exercise your rights',
        paragraphs: [
          'You have the right to access, rectification, erasure, restriction of processing, data portability and objection, and you can withdraw any consent at any time (Art. 7(3) and Art. 15–21 GDPR).',
        ],
        items: [
          ['Send your request by e-mail to ', mailLink(company), ' or by post to our address. No particular form is required.'],
          'So that we do not disclose data to the wrong person, we may ask you to confirm your identity.',
          'We answer within one month. For complex requests this can be extended by two further months; we will tell you if so and why (Art. 12(3) GDPR).',
          'Exercising your rights is free of charge.',
        ],
        closing: SUPERVISORY_AUTHORITY,
      },
    ],
  };
}
