import type { RetentionSettings } from '@/lib/retention/settings';
import { formatAddress, providerName } from '@/lib/site';
import { RETENTION_CLOSING, retentionItems, SUPERVISORY_AUTHORITY } from './shared';
import { mailLink, phoneLink, type LegalCompany, type LegalDocument } from '../types';

// Privacy Policy: the information duties of Art. 13 and 14 GDPR, for this website and its lead forms.
export function privacyPolicy(company: LegalCompany, retention: RetentionSettings): LegalDocument {
  return {
    lang: 'en',
    title: 'Privacy Policy',
    description: `How ${company.name} collects, uses and protects personal data under the GDPR and the German Federal Data Protection Act (BDSG).`,
    dateLocale: 'en-GB',
    intro: [
      `This policy explains which personal data ${company.name} processes when you visit this website or get in touch with us, why we do so, on which legal basis, for how long, and which rights you have. It is based on the EU General Data Protection Regulation (GDPR) and the German Federal Data Protection Act (BDSG).`,
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible',
        paragraphs: ['The controller within the meaning of Art. 4(7) GDPR is:'],
        lines: [providerName(company), formatAddress(company.address), ['E-mail: ', mailLink(company)], ['Phone: ', phoneLink(company)]],
        closing: [
          ['For any question about data protection, write to ', mailLink(company), ' with the subject “Data protection”.'],
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'What data we collect',
        items: [
          [
            { text: 'Contact form', strong: true },
            ': your full name, e-mail address, phone number (optional) and your message, together with the time of submission and a random submission number that prevents the same message from being stored twice.',
          ],
          [
            { text: 'Service enquiry dialog', strong: true },
            ': your name, contact number, e-mail address, city or location, your message and the service you asked about.',
          ],
          [
            { text: 'Consultation booking', strong: true },
            ': when you book a consultation on this website, your name, e-mail address, phone or WhatsApp number, the topic you describe, your time zone and the language of the page, together with the time you booked, the type of consultation and the adviser who takes it. A booking becomes part of your enquiry with us (it creates one or joins your open one) and is kept and deleted like an enquiry (see “How long we keep data”). The confirmation, reminders and calendar invitation are sent by this website through our own mail server; no outside booking service receives your data.',
          ],
          [
            { text: 'Newsletter', strong: true },
            ': if you subscribe, your e-mail address, the language of the page and the proof of your consent (see “Newsletter” below).',
          ],
          [
            { text: 'Page and campaign information stored with an enquiry', strong: true },
            ': the page from which you sent it, the first page you opened during your visit, the referring website and, if the link you followed contained them, campaign parameters (UTM source, medium, campaign, term and content). This tells us which of our pages and channels help people find us; it is kept with your enquiry and not used to build a profile.',
          ],
          [
            { text: 'WhatsApp', strong: true },
            ': if you choose to contact us on WhatsApp, we receive your phone number, your WhatsApp profile name and the messages you send us. The chat button only opens WhatsApp; nothing is transmitted to WhatsApp until you click it. When you click a WhatsApp button, our server counts the click with only the page it was on, the service you chose (if any) and the day, without your IP address, the time of day or any identifier, and nothing is stored in your browser; these counts are kept as website analytics.',
          ],
          [
            { text: 'Opportunity Card points check', strong: true },
            ': your answers are not stored and reach us only if you send your result with an enquiry. When you start the check and when it shows a result, our server counts that with only the day, without your answers, your IP address, the time of day or any identifier, and nothing is stored in your browser; these anonymous daily counts are kept as website analytics.',
          ],
          [
            { text: 'E-mail and phone', strong: true },
            ': if you write to us or call us, we process your contact details and whatever you tell us.',
          ],
          [
            { text: 'Server logs and security', strong: true },
            ': when you open a page, your browser sends technical data that our server necessarily processes: IP address, date and time, the page requested, the referring page, the browser and operating system. To protect our forms, chat-button counts and points-check counts from abuse, we count submissions, clicks and check steps per IP address for one minute, and the confirmation e-mails sent to each e-mail address for one day (the address only as a one-way hash); these counters are deleted afterwards.',
          ],
          [
            { text: 'Client engagements', strong: true },
            ': if you engage us, the data needed to provide the service, for example identity and travel documents, certificates, and information about your education, work and family.',
          ],
        ],
        closing: [
          'Please send identity documents, certificates or information about your health only once an engagement has been agreed, and only through the channel we agree with you. If a service requires special categories of data (Art. 9 GDPR), such as health information in a family reunification case, we process them only with your explicit consent (Art. 9(2)(a) GDPR).',
        ],
      },
      {
        id: 'purposes-and-legal-bases',
        heading: 'Purposes and legal bases',
        items: [
          [
            { text: 'Answering enquiries and providing our services', strong: true },
            ' (contact form, enquiry dialog, consultation booking, e-mail, phone, WhatsApp): Art. 6(1)(b) GDPR, because the processing is needed to take steps at your request before a contract or to perform it. For general questions not aimed at a contract, Art. 6(1)(f) GDPR; our legitimate interest is to answer the people who contact us.',
          ],
          [
            { text: 'Meeting legal obligations', strong: true },
            ', such as retaining invoices and accounting records: Art. 6(1)(c) GDPR together with § 257 HGB and § 147 AO.',
          ],
          [
            { text: 'Operating and securing the website', strong: true },
            ' (server logs, abuse protection) and ',
            { text: 'understanding which pages lead to enquiries', strong: true },
            ': Art. 6(1)(f) GDPR; our legitimate interest is a secure, working website and knowing which of our channels are useful.',
          ],
          [
            { text: 'Marketing messages and anything else you agree to', strong: true },
            ': Art. 6(1)(a) GDPR, on the basis of your consent, which you can withdraw at any time with effect for the future.',
          ],
        ],
        closing: [
          'You are not obliged to give us your data. Without the details marked as required, however, we cannot answer your enquiry. We do not use automated decision-making, including profiling, within the meaning of Art. 22 GDPR.',
        ],
      },
      {
        id: 'newsletter',
        heading: 'Newsletter',
        paragraphs: [
          'Our newsletter brings news and guidance on studying, working and family reunification in Germany, about once a month. We send it only to people who asked for it and confirmed their address (double opt-in): after you subscribe, we send one e-mail with a link, valid for 7 days; only when you open it and press Confirm are you subscribed. If you did not ask for it, ignore that e-mail and you will not hear from us again.',
          'To be able to prove that you agreed, we store with your address:',
        ],
        items: [
          'your e-mail address and the language of the page on which you subscribed;',
          'the exact wording of the consent you ticked and its version, the date and time of day of your subscription, your IP address, the page on which you subscribed and your browser’s identification (user agent);',
          'the date and time of your confirmation and the IP address it came from;',
          'if you unsubscribe, the date and time and the way you did it (the link in a newsletter, the unsubscribe button of your e-mail program, or a request to us);',
          'which newsletters were sent to your address and when.',
        ],
        closing: [
          'Legal basis: sending the newsletter is based on your consent (Art. 6(1)(a) GDPR; § 7(2) no. 2 UWG). We keep the proof of your consent because we must be able to prove it (Art. 7(1) GDPR); the legal basis for that is Art. 6(1)(c) and (f) GDPR.',
          'We do not track whether you open a newsletter or click its links: our newsletters contain no tracking pixels and no tracked links.',
          'How long: a subscription that is not confirmed within 30 days is deleted together with its confirmation e-mail. After you unsubscribe, we send you nothing more, but we keep the record described above, because we must still be able to prove that we had your consent for what we sent; we delete it when you ask us to. A new subscription after unsubscribing needs a new confirmation.',
          [
            'You can withdraw your consent at any time, as easily as you gave it: with the unsubscribe link in every newsletter (one click on the page it opens), with your e-mail program’s unsubscribe button, or by writing to ',
            mailLink(company),
            '. Withdrawing does not affect the lawfulness of the newsletters sent before.',
          ],
        ],
      },
      {
        id: 'recipients',
        heading: 'Recipients and processors',
        paragraphs: [
          'Within our firm, only the staff who handle your matter can see your data. We do not sell personal data and do not pass it on for advertising. We share it only where this is needed:',
        ],
        items: [
          [
            { text: 'Hosting provider', strong: true },
            ': runs the servers and the database of this website and therefore processes all data sent through it.',
          ],
          [
            { text: 'E-mail provider', strong: true },
            ': delivers and stores our e-mail, including notifications about new enquiries, the e-mails and calendar invitations about consultation bookings, and the newsletter.',
          ],
          [
            { text: 'WhatsApp (Meta)', strong: true },
            ': only when you choose to contact us on WhatsApp. WhatsApp is provided in the EU by WhatsApp Ireland Limited, which processes your data under its own privacy policy and as its own controller.',
          ],
          [
            { text: 'Authorities, universities and other bodies', strong: true },
            ': only as part of an engagement, with your knowledge and to the extent the service requires, for example when we help you prepare an application.',
          ],
          [
            { text: 'Advisers and public bodies', strong: true },
            ': tax advisers and auditors bound to professional secrecy, and authorities where the law obliges us to disclose data.',
          ],
        ],
        closing: [
          'Service providers that process data on our behalf are bound by a data processing agreement under Art. 28 GDPR, follow our instructions and may not use the data for their own purposes.',
        ],
      },
      {
        id: 'international-transfers',
        heading: 'International transfers',
        paragraphs: [
          'We prefer providers that process data within the European Union or the European Economic Area. If data is transferred to a country outside it, we make sure it stays protected: through an adequacy decision of the European Commission (Art. 45 GDPR), such as the EU–U.S. Data Privacy Framework for certified U.S. companies, or through the European Commission’s standard contractual clauses (Art. 46(2)(c) GDPR) with additional safeguards where needed.',
          'When you use WhatsApp, Meta may process your data in the United States; Meta Platforms, Inc. participates in the EU–U.S. Data Privacy Framework. If you prefer that your data stays in the EU, please use e-mail, phone or our contact form instead.',
          'As part of an engagement, some data may have to be sent to institutions in your home country, for example to obtain documents. We do this only at your request and as needed to perform the contract (Art. 49(1)(b) GDPR).',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep data',
        paragraphs: ['We keep personal data only as long as we need it for the purpose it was collected for, or as long as the law requires:'],
        items: retentionItems(retention),
        closing: RETENTION_CLOSING,
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: ['Under the GDPR you have the right to:'],
        items: [
          [{ text: 'Access', strong: true }, ': learn whether we process data about you and receive a copy of it (Art. 15).'],
          [{ text: 'Rectification', strong: true }, ': have inaccurate data corrected and incomplete data completed (Art. 16).'],
          [{ text: 'Erasure', strong: true }, ': have your data deleted when there is no longer a reason to keep it (Art. 17).'],
          [{ text: 'Restriction', strong: true }, ': have the use of your data limited, for example while its accuracy is checked (Art. 18).'],
          [
            { text: 'Data portability', strong: true },
            ': receive the data you gave us in a structured, commonly used, machine-readable format, or have it sent to someone else (Art. 20).',
          ],
          [
            { text: 'Objection', strong: true },
            ': object at any time, on grounds relating to your particular situation, to processing based on Art. 6(1)(f) GDPR, and without giving reasons to the use of your data for direct marketing (Art. 21).',
          ],
          [
            { text: 'Withdrawal of consent', strong: true },
            ': withdraw consent at any time; this does not affect the lawfulness of processing carried out before the withdrawal (Art. 7(3)).',
          ],
        ],
        closing: [
          ['To exercise a right, write to ', mailLink(company), '. It is free of charge; we answer within one month and may ask you to confirm your identity first.'],
          ...SUPERVISORY_AUTHORITY,
        ],
      },
      {
        id: 'cookies-and-storage',
        heading: 'Cookies and browser storage',
        paragraphs: [
          'We use only what is technically necessary to provide the services you request (§ 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act, TDDDG). We do not use advertising cookies, third-party tracking or social media plug-ins; the social media icons are plain links.',
        ],
        items: [
          [
            { text: 'Session storage for attribution', strong: true },
            ': the first page of your visit, the referring website and any campaign parameters, kept in your browser’s session storage until you close the tab, and sent to us only if you submit a form.',
          ],
          [
            { text: 'Local storage for the blog', strong: true },
            ': a random browser identifier and the articles you liked or bookmarked, so that a view or like is counted once. It stays in your browser until you clear it.',
          ],
          [
            { text: 'Admin session cookie', strong: true },
            ': set only when our staff sign in to the back office, to keep them signed in. Visitors of the public website never receive it.',
          ],
        ],
        closing: ['You can delete stored data at any time in your browser settings; the website keeps working.'],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          [
            'We protect your data with technical and organisational measures appropriate to the risk (Art. 32 GDPR): all connections to this website are encrypted (TLS), access to enquiries is limited to signed-in staff who need it, and our systems are backed up regularly. Our ',
            { text: 'Data Protection page', href: '/data-protection' },
            ' describes these measures in more detail.',
          ],
          'Please keep in mind that ordinary e-mail is not end-to-end encrypted. For sensitive documents, ask us for a secure way to send them.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We update this policy when our website, our services or the law change. The current version is always available on this page. If a change affects a purpose you consented to, we will ask for your consent again before we rely on it.',
        ],
      },
    ],
  };
}
