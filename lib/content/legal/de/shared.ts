import type { RetentionSettings } from '@/lib/retention/settings';
import { SUPERVISORY_AUTHORITY_ADDRESS, SUPERVISORY_AUTHORITY_NAME_DE, SUPERVISORY_AUTHORITY_URL } from '../shared';
import type { RichText } from '../types';

// The German words for what more than one German legal page states: the same facts, from the same
// settings, as en/shared.ts.

const UNITS = {
  month: { one: 'Monat', other: 'Monate', otherDative: 'Monaten' },
  day: { one: 'Tag', other: 'Tage', otherDative: 'Tagen' },
} as const;

// "1 Monat", "6 Monate"; after "nach" German wants the dative plural: "nach 26 Monaten".
export function germanPeriod(count: number, unit: keyof typeof UNITS, { dative = false } = {}): string {
  const words = UNITS[unit];
  return `${count} ${count === 1 ? words.one : dative ? words.otherDative : words.other}`;
}

// The retention periods the retention job applies (lib/retention/settings.ts), as en/shared.ts
// states them in English.
export function retentionItems(retention: RetentionSettings): RichText[] {
  const removal =
    retention.leadAction === 'delete'
      ? 'gelöscht, zusammen mit unseren Notizen dazu und den E-Mails, die sie betreffen'
      : 'anonymisiert: Ihr Name, Ihre Kontaktdaten, Ihre Nachricht sowie die Seiten- und Kampagneninformationen werden entfernt, zusammen mit unseren Notizen dazu und den E-Mails, die sie betreffen; für unsere Statistik bleiben nur die Leistung, das Datum und der Status erhalten';
  return [
    [{ text: 'Mandantenunterlagen', strong: true }, ': sieben Jahre nach Abschluss der Leistung.'],
    [
      { text: 'Finanzunterlagen', strong: true },
      ' (Rechnungen, Zahlungs- und Buchhaltungsbelege): zehn Jahre, wie es das deutsche Handels- und Steuerrecht vorschreibt (§ 257 HGB, § 147 AO).',
    ],
    [{ text: 'Marketingdaten', strong: true }, ': bis Sie Ihre Einwilligung widerrufen oder der Nutzung widersprechen.'],
    [
      { text: 'Newsletter-Anmeldungen', strong: true },
      ': Eine unbestätigte Anmeldung wird nach 30 Tagen gelöscht; nach einer Abmeldung bewahren wir den Nachweis Ihrer Einwilligung auf, bis Sie uns um Löschung bitten (siehe „Newsletter“).',
    ],
    [
      { text: 'Anfragen über diese Website', strong: true },
      ` (Kontaktformular, Anfragedialog und Terminbuchungen; eine Buchung wird mit der Anfrage aufbewahrt und entfernt, zu der sie gehört): ${germanPeriod(retention.leadsClosedMonths, 'month')} nach Abschluss einer Anfrage, spätestens jedoch ${germanPeriod(retention.leadsInactiveMonths, 'month')} nach der letzten Aktivität, wird sie ${removal}. Führt eine Anfrage zu einem Auftrag, wird das, was der Auftrag erfordert, Teil der Mandantenunterlagen.`,
    ],
    [
      { text: 'E-Mails, die wir über diese Website versenden', strong: true },
      ` (zum Beispiel die Bestätigung Ihrer Anfrage): Betreff und Text werden ${germanPeriod(retention.sentMailTextDays, 'day')} nach der Zustellung aus unserem E-Mail-System entfernt; wir behalten nur den Nachweis, dass eine E-Mail zugestellt wurde, an welche Adresse und wann.`,
    ],
    [
      { text: 'Website-Statistik', strong: true },
      ` (zum Beispiel, wie oft ein Artikel gelesen oder mit „Gefällt mir“ markiert wurde): Die Einträge zu jedem Aufruf und jedem „Gefällt mir“, die Ihren Browser nur über eine zufällige Kennung bezeichnen, werden nach ${germanPeriod(retention.engagementMonths, 'month', { dative: true })} gelöscht; es bleiben nur die Summen je Artikel, die sich nicht auf Sie zurückführen lassen.`,
    ],
  ];
}

export const RETENTION_CLOSING: RichText[] = [
  'Nach Ablauf einer Frist löschen wir die Daten oder anonymisieren sie so, dass sie keiner Person mehr zugeordnet werden können. Datensicherungen werden in ihrem regulären Zyklus überschrieben.',
];

export const SUPERVISORY_AUTHORITY: RichText[] = [
  [
    'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem EU-Mitgliedstaat, in dem Sie wohnen oder arbeiten oder in dem der mutmaßliche Verstoß stattgefunden hat. Für uns zuständig ist die ',
    { text: SUPERVISORY_AUTHORITY_NAME_DE, href: SUPERVISORY_AUTHORITY_URL },
    `, ${SUPERVISORY_AUTHORITY_ADDRESS}.`,
  ],
];
