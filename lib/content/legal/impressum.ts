import { mailLink, phoneLink, type LegalCompany, type LegalDocument } from './types';

// Impressum (legal notice) in German, as § 5 DDG and § 18 Abs. 2 MStV require. The names of the
// managing directors, the register entry and the VAT number are not configured anywhere yet, so the
// wording stays generic; the firm should replace it with the real details before going live.
export function impressum(company: LegalCompany): LegalDocument {
  const address = [company.name, company.address.street, `${company.address.postalCode} ${company.address.city}`, 'Deutschland'];
  return {
    lang: 'de',
    title: 'Angaben gemäß § 5 DDG',
    metaTitle: 'Impressum',
    description: `Impressum von ${company.name}, Berlin: Anbieterkennzeichnung nach § 5 DDG und § 18 MStV.`,
    updatedLabel: 'Stand',
    dateLocale: 'de-DE',
    tocLabel: 'Inhalt',
    intro: [],
    sections: [
      { id: 'anbieter', heading: 'Anbieter', lines: address },
      { id: 'vertretung', heading: 'Vertreten durch', paragraphs: ['Die Geschäftsführung'] },
      { id: 'kontakt', heading: 'Kontakt', lines: [['Telefon: ', phoneLink(company)], ['E-Mail: ', mailLink(company)]] },
      {
        id: 'registereintrag',
        heading: 'Registereintrag',
        paragraphs: ['Registergericht und Registernummer werden auf Anfrage mitgeteilt.'],
      },
      {
        id: 'umsatzsteuer',
        heading: 'Umsatzsteuer-ID',
        paragraphs: ['Die Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz wird auf Anfrage mitgeteilt.'],
      },
      {
        id: 'verantwortlich',
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        lines: ['Die Geschäftsführung', ...address.slice(1)],
      },
      {
        id: 'streitbeilegung',
        heading: 'EU-Streitschlichtung und Verbraucherstreitbeilegung',
        paragraphs: [
          'Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde zum 20. Juli 2025 eingestellt.',
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
        ],
      },
      {
        id: 'haftung-inhalte',
        heading: 'Haftung für Inhalte',
        paragraphs: [
          'Wir erstellen die Inhalte dieser Website mit großer Sorgfalt und sind für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen; insbesondere ersetzen die allgemeinen Informationen keine Beratung im Einzelfall.',
          'Als Diensteanbieter sind wir nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald wir von einer Rechtsverletzung erfahren, entfernen wir die betreffenden Inhalte umgehend.',
        ],
      },
      {
        id: 'haftung-links',
        heading: 'Haftung für Links',
        paragraphs: [
          'Diese Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar.',
          'Eine ständige inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Wenn wir von Rechtsverletzungen erfahren, entfernen wir derartige Links umgehend.',
        ],
      },
      {
        id: 'urheberrecht',
        heading: 'Urheberrecht',
        paragraphs: [
          'Die von uns erstellten Inhalte und Werke auf dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen schriftlichen Zustimmung des jeweiligen Autors bzw. Erstellers. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.',
          'Soweit Inhalte auf dieser Seite nicht von uns erstellt wurden, werden die Urheberrechte Dritter beachtet und entsprechende Inhalte als solche gekennzeichnet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis. Bei Bekanntwerden von Rechtsverletzungen werden wir derartige Inhalte umgehend entfernen.',
        ],
      },
      {
        id: 'datenschutz',
        heading: 'Datenschutz',
        paragraphs: [
          [
            'Informationen zur Verarbeitung personenbezogener Daten finden Sie in unserer ',
            { text: 'Datenschutzerklärung', href: '/privacy-policy' },
            ' (in englischer Sprache).',
          ],
        ],
      },
    ],
  };
}
