import type { RetentionSettings } from '@/lib/retention/settings';
import { providerName } from '@/lib/site';
import { BREACH_HOURS } from '../shared';
import { RETENTION_CLOSING, retentionItems, SUPERVISORY_AUTHORITY } from './shared';
import { mailLink, phoneLink, type LegalCompany, type LegalDocument } from '../types';

// Datenschutz: wie wir Daten schützen (Art. 32 DSGVO), mit Datenpannen umgehen und Anfragen
// Betroffener beantworten. The binding text; en/data-protection.ts is its translation.
export function dataProtection(company: LegalCompany, retention: RetentionSettings): LegalDocument {
  return {
    lang: 'de',
    title: 'Datenschutz',
    description: `Die technischen und organisatorischen Maßnahmen, mit denen ${company.name} personenbezogene Daten schützt, und wie Sie Ihre Datenschutzrechte ausüben.`,
    dateLocale: 'de-DE',
    intro: [
      [
        'Unsere Mandantinnen und Mandanten vertrauen uns Reisepässe, Zeugnisse und Angaben zu ihrer Familie und ihrem beruflichen Werdegang an. Diese Seite beschreibt, wie wir diese Informationen schützen. Welche Daten wir zu welchen Zwecken verarbeiten, erläutert unsere ',
        { text: 'Datenschutzerklärung', href: '/privacy-policy' },
        '.',
      ],
    ],
    sections: [
      {
        id: 'contact',
        heading: 'Kontakt in Datenschutzfragen',
        paragraphs: [
          [
            'Fragen, Anliegen und Meldungen zum Datenschutz richten Sie bitte an ',
            mailLink(company),
            ' (Betreff „Datenschutz“) oder telefonisch an ',
            phoneLink(company),
            `. Sie können uns auch schreiben: ${providerName(company)}, ${company.address.street}, ${company.address.postalCode} ${company.address.city}.`,
          ],
        ],
      },
      {
        id: 'measures',
        heading: 'Technische und organisatorische Maßnahmen',
        paragraphs: ['Gemäß Art. 25 und Art. 32 DSGVO schützen wir personenbezogene Daten mit Maßnahmen, die dem Risiko angemessen sind:'],
        items: [
          [{ text: 'Verschlüsselung bei der Übertragung', strong: true }, ': Jede Verbindung zu dieser Website und zu unserem Verwaltungsbereich ist mit TLS verschlüsselt.'],
          [
            { text: 'Zugangskontrolle', strong: true },
            ': Anfragen sind nur in einem Verwaltungsbereich einsehbar, der eine persönliche Anmeldung erfordert. Passwörter werden ausschließlich als gesalzene Hashwerte gespeichert, und Anmeldeversuche sind begrenzt.',
          ],
          [
            { text: 'Zugriff nur nach Bedarf', strong: true },
            ': Mitarbeitende haben nur Zugriff auf die Daten, die sie für ihre Aufgaben benötigen, und der Zugriff wird entzogen, sobald er nicht mehr erforderlich ist.',
          ],
          [
            { text: 'Datensicherung', strong: true },
            ': Unsere Daten werden regelmäßig gesichert, damit sie nach einer technischen Störung oder einem Vorfall wiederhergestellt werden können; die Sicherungen sind wie die Originaldaten geschützt.',
          ],
          [
            { text: 'Vertraulichkeit der Mitarbeitenden', strong: true },
            ': Alle, die mit personenbezogenen Daten arbeiten, sind schriftlich zur Vertraulichkeit verpflichtet und im Umgang mit diesen Daten unterwiesen.',
          ],
          [
            { text: 'Datenminimierung', strong: true },
            ': Unsere Formulare fragen nur ab, was wir für eine Antwort benötigen, und wir löschen Daten, sobald sie nicht mehr erforderlich sind.',
          ],
          [
            { text: 'Schutz vor Missbrauch', strong: true },
            ': Alle Eingaben werden auf unserem Server geprüft, Formulare sind gegen automatisierte Übermittlungen geschützt, und Fehlermeldungen geben keine internen Details preis.',
          ],
        ],
        closing: ['Wir überprüfen diese Maßnahmen regelmäßig und passen sie an neue Risiken und den Stand der Technik an.'],
      },
      {
        id: 'processors',
        heading: 'Dienstleister (Auftragsverarbeiter)',
        paragraphs: [
          'Verarbeiten Dienstleister personenbezogene Daten in unserem Auftrag, etwa unser Hosting- und unser E-Mail-Anbieter, schließen wir mit ihnen einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Er verpflichtet sie auf unsere Weisungen, zur Vertraulichkeit und zu angemessenen Sicherheitsmaßnahmen und erlaubt uns, die Einhaltung zu überprüfen. Wir wählen Anbieter, die hinreichende Garantien bieten, vorzugsweise mit einer Verarbeitung in der Europäischen Union.',
        ],
      },
      {
        id: 'retention',
        heading: 'Speicherfristen',
        items: retentionItems(retention),
        closing: RETENTION_CLOSING,
      },
      {
        id: 'data-breaches',
        heading: 'Verletzungen des Schutzes personenbezogener Daten',
        paragraphs: [
          `Kommt es zu einer Verletzung des Schutzes personenbezogener Daten, handeln wir sofort, um sie einzudämmen und ihre Folgen zu begrenzen. Wir melden sie unverzüglich und möglichst binnen ${BREACH_HOURS} Stunden, nachdem sie uns bekannt geworden ist, der Berliner Beauftragten für Datenschutz und Informationsfreiheit, es sei denn, sie führt voraussichtlich nicht zu einem Risiko für die betroffenen Personen (Art. 33 DSGVO).`,
          'Hat die Verletzung voraussichtlich ein hohes Risiko für Ihre Rechte und Freiheiten zur Folge, benachrichtigen wir auch Sie unverzüglich und in klarer, einfacher Sprache darüber, was geschehen ist, welche Folgen wahrscheinlich sind und was wir und Sie dagegen tun können (Art. 34 DSGVO). Wir dokumentieren jede Verletzung, auch solche, die nicht gemeldet werden müssen.',
          ['Wenn Ihnen etwas auffällt, das darauf hindeutet, dass Ihre Daten gefährdet sein könnten, teilen Sie es uns bitte sofort unter ', mailLink(company), ' mit.'],
        ],
      },
      {
        id: 'exercising-your-rights',
        heading: 'So üben Sie Ihre Rechte aus',
        paragraphs: [
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch und können eine Einwilligung jederzeit widerrufen (Art. 7 Abs. 3 und Art. 15 bis 21 DSGVO).',
        ],
        items: [
          ['Senden Sie Ihr Anliegen per E-Mail an ', mailLink(company), ' oder per Post an unsere Anschrift. Eine bestimmte Form ist nicht erforderlich.'],
          'Damit wir keine Daten an die falsche Person herausgeben, bitten wir Sie gegebenenfalls, Ihre Identität zu bestätigen.',
          'Wir antworten innerhalb eines Monats. Bei komplexen Anliegen kann sich diese Frist um zwei weitere Monate verlängern; in diesem Fall teilen wir Ihnen dies und die Gründe dafür mit (Art. 12 Abs. 3 DSGVO).',
          'Die Ausübung Ihrer Rechte ist kostenlos.',
        ],
        closing: SUPERVISORY_AUTHORITY,
      },
    ],
  };
}
