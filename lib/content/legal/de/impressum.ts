import type { Locale } from '@/i18n/locales';
import { providerName } from '@/lib/site';
import { LEGAL_FORM_INFO } from '@/lib/site-settings/legal-forms';
import { mailLink, phoneLink, type LegalCompany, type LegalDocument, type LegalSection, type RichText } from '../types';

// Impressum (legal notice) in German, as § 5 DDG and § 18 Abs. 2 MStV require, built from the
// firm's settings: it states what is filled in and leaves out what is not. What the legal form
// requires and is still missing is listed in the back office (lib/site-settings/impressum-rules.ts),
// never papered over here with words like "auf Anfrage".
// German law wants it in German, and the specification has it in German on the English site too
// (/impressum): one text for every language, which links to the privacy policy of the page's
// language and says so when that is not German.

const POLICY_LANGUAGE: Partial<Record<Locale, string>> = { en: ' (in englischer Sprache)' };

const present = (lines: (RichText | false | '')[]): RichText[] => lines.filter((line): line is RichText => Boolean(line));

function firmSections(company: LegalCompany): LegalSection[] {
  const { legal, address } = company;
  const info = legal.form ? LEGAL_FORM_INFO[legal.form] : null;
  const place = [address.street, `${address.postalCode} ${address.city}`, 'Deutschland'];
  const sections: LegalSection[] = [{ id: 'anbieter', heading: 'Anbieter', lines: [providerName(company), ...place] }];
  if (info?.german) sections.push({ id: 'rechtsform', heading: 'Rechtsform', paragraphs: [info.german] });
  if (legal.representatives.length) {
    const role = info?.representatives.role;
    const lines = legal.representatives.map((name) => (role ? `${role}: ${name}` : name));
    sections.push({ id: 'vertretung', heading: info?.representatives.heading ?? 'Vertreten durch', lines });
  }
  sections.push({ id: 'kontakt', heading: 'Kontakt', lines: [['Telefon: ', phoneLink(company)], ['E-Mail: ', mailLink(company)]] });
  const register = info?.register;
  if (register && (legal.registerCourt || legal.registerNumber)) {
    sections.push({
      id: 'registereintrag',
      heading: 'Registereintrag',
      lines: present([`Eintragung im ${register.kind}`, legal.registerCourt && `Registergericht: ${legal.registerCourt}`, legal.registerNumber && `Registernummer: ${legal.registerNumber}`]),
    });
  }
  if (legal.vatId) {
    sections.push({ id: 'umsatzsteuer', heading: 'Umsatzsteuer-ID', paragraphs: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${legal.vatId}`] });
  }
  if (legal.supervisoryAuthority) {
    sections.push({ id: 'aufsichtsbehoerde', heading: 'Zuständige Aufsichtsbehörde', paragraphs: [legal.supervisoryAuthority] });
  }
  if (legal.chamber || legal.professionalTitle || legal.professionalRules) {
    sections.push({
      id: 'berufsrecht',
      heading: 'Berufsrechtliche Angaben',
      lines: present([
        legal.chamber && `Zuständige Kammer: ${legal.chamber}`,
        legal.professionalTitle && `Gesetzliche Berufsbezeichnung: ${legal.professionalTitle}`,
        legal.professionalRules && `Berufsrechtliche Regelungen: ${legal.professionalRules}`,
      ]),
    });
  }
  if (legal.contentResponsible) {
    sections.push({ id: 'verantwortlich', heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV', lines: [legal.contentResponsible, ...place] });
  }
  return sections;
}

export function impressum(company: LegalCompany, pageLocale: Locale): LegalDocument {
  return {
    lang: 'de',
    title: 'Angaben gemäß § 5 DDG',
    metaTitle: 'Impressum',
    description: `Impressum von ${providerName(company)}, ${company.address.city}: Anbieterkennzeichnung nach § 5 DDG und § 18 MStV.`,
    dateLocale: 'de-DE',
    intro: [],
    sections: [
      ...firmSections(company),
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
            `${POLICY_LANGUAGE[pageLocale] ?? ''}.`,
          ],
        ],
      },
    ],
  };
}
