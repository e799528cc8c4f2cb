import { CONSULTATION_COPY } from '@/lib/content/consultation';
import { consultationIsFree } from '@/lib/services/fee';
import { mailLink, type LegalCompany, type LegalDocument } from '../types';

// Terms of Service: the website and the general rules of our consulting engagements.
export function termsOfService(company: LegalCompany): LegalDocument {
  return {
    lang: 'en',
    title: 'Terms of Service',
    description: `The terms that apply to the website and the education and immigration consulting services of ${company.name} in Berlin.`,
    dateLocale: 'en-GB',
    intro: [
      `These terms govern the use of this website and the consulting services of ${company.name} (“we”, “us”). Please read them before you use the website or engage us.`,
    ],
    sections: [
      {
        id: 'scope',
        heading: 'Scope',
        paragraphs: [
          'These terms apply to everyone who visits this website and to every client who engages us. For a consulting engagement, the individual agreement we conclude with you takes precedence wherever it says something different. Terms of a client that differ from these apply only if we have agreed to them in writing.',
        ],
      },
      {
        id: 'our-services',
        heading: 'Our services',
        paragraphs: [
          'We advise on studying, working and living in Germany and the EU: university selection and admissions, the Germany Opportunity Card (Chancenkarte), visas, family reunification, career development and IT consulting. Our services are advisory and organisational. We help you understand your options, prepare your documents and follow the right procedures.',
          'We do not provide legal services within the meaning of the German Legal Services Act (Rechtsdienstleistungsgesetz, RDG) and do not represent you before courts or authorities. Where your case needs individual legal advice, we will tell you so and can recommend that you consult a lawyer.',
          'The information on this website is general. It does not replace advice on your individual situation, and although we review it carefully, rules and procedures change and we cannot guarantee that every detail is complete and up to date at all times.',
        ],
      },
      {
        id: 'no-guarantee',
        heading: 'No guarantee of outcomes',
        paragraphs: [
          'Decisions on visas, residence permits, recognition of qualifications and admissions are made solely by the competent authorities, embassies, universities and other institutions. We have no influence on them. We therefore cannot guarantee that an application will succeed, how long a procedure will take or that a particular result will be achieved. Our fees are owed for our advice and support, not for a particular decision.',
        ],
      },
      {
        id: 'client-duties',
        heading: 'Your responsibilities as a client',
        items: [
          'Give us complete, truthful and up-to-date information and tell us promptly about any change that may affect your case.',
          'Provide genuine documents and, where required, certified copies and translations, in good time.',
          'Meet the deadlines and appointments set by authorities and institutions; the final responsibility for what is submitted in your name remains with you.',
          'Check the documents we prepare with you before they are submitted.',
        ],
        closing: [
          'We cannot be held responsible for delays or refusals caused by incomplete, incorrect or late information or documents.',
        ],
      },
      {
        id: 'fees',
        heading: 'Fees and payment',
        paragraphs: [
          `${CONSULTATION_COPY.termsFirstConversation(consultationIsFree(company.firstConsultationFree))} Fees for our services are set out in a separate agreement, in text form, before we start work. Official fees of authorities, embassies and universities, translation and certification costs and travel costs are not included unless the agreement says so. Invoices are payable within the period stated on them.`,
        ],
      },
      {
        id: 'cancellation',
        heading: 'Cancellation',
        paragraphs: [
          'Please cancel or move an appointment as early as possible so that we can offer the time to someone else. Any conditions for cancelling an engagement, and how work already done is paid for, are set out in your individual agreement.',
          'If you are a consumer and conclude an agreement with us at a distance (for example by e-mail or phone) or away from our office, you have a statutory right of withdrawal of fourteen days (§ 312g and § 355 of the German Civil Code, BGB). We will give you the withdrawal instructions together with the agreement. The right of either party to terminate for good cause is not affected.',
        ],
      },
      {
        id: 'liability',
        heading: 'Liability',
        paragraphs: [
          'We are liable without limitation for damage caused intentionally or through gross negligence, for injury to life, body or health, under the German Product Liability Act and where we have given a guarantee.',
          'For slight negligence we are liable only if we breach an obligation that is essential for achieving the purpose of the contract and on whose fulfilment you may regularly rely (a material contractual obligation). In that case our liability is limited to the damage that is foreseeable and typical for this kind of contract.',
          'Otherwise our liability is excluded. These limits also apply to the personal liability of our employees, representatives and agents. We are not liable for the content of external websites that we link to.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        paragraphs: [
          'The texts, graphics, images, layout and logo of this website are protected by copyright and belong to us or to those who have licensed them to us. You may view and print them for your own, non-commercial information. Any other use, in particular copying, editing or publishing them elsewhere, requires our prior written permission. Documents we prepare for you during an engagement may be used by you for your own application.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Privacy',
        paragraphs: [
          [
            'We process personal data in accordance with the GDPR and the German Federal Data Protection Act. Details are in our ',
            { text: 'Privacy Policy', href: '/privacy-policy' },
            ' and on our ',
            { text: 'Data Protection', href: '/data-protection' },
            ' page.',
          ],
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law and jurisdiction',
        paragraphs: [
          'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods (CISG). If you are a consumer, this choice of law does not deprive you of the protection of mandatory provisions of the law of the country in which you habitually reside.',
          'Where legally permissible, in particular if you are a merchant, a legal entity under public law or have no general place of jurisdiction in Germany, the courts of Berlin have exclusive jurisdiction for all disputes arising from or in connection with these terms.',
        ],
      },
      {
        id: 'severability',
        heading: 'Severability',
        paragraphs: [
          'If any provision of these terms is or becomes invalid, the validity of the remaining provisions is not affected. The invalid provision is replaced by the statutory rules.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and contact',
        paragraphs: [
          'We may update these terms for the future, for example when our services or the law change. The version published here when you engage us applies to your engagement, unless we agree otherwise.',
          ['Questions about these terms? Write to us at ', mailLink(company), '.'],
        ],
      },
    ],
  };
}
