import { consultationIsFree } from '@/lib/services/fee';
import { mailLink, type LegalCompany, type LegalDocument } from '../types';

// The fees section's first sentence, as CONSULTATION_COPY.termsFirstConversation says it in English.
const firstConversation = (free: boolean) =>
  free
    ? 'Ein erstes Gespräch über Ihre Pläne ist kostenlos, sofern wir Ihnen vorher nichts anderes mitteilen.'
    : 'Was ein erstes Gespräch über Ihre Pläne kostet, teilen wir Ihnen vorher mit.';

// Allgemeine Geschäftsbedingungen: die Website und die allgemeinen Regeln unserer Beratungsaufträge.
// The binding text; en/terms-of-service.ts is its translation, section for section.
export function termsOfService(company: LegalCompany): LegalDocument {
  return {
    lang: 'de',
    title: 'Allgemeine Geschäftsbedingungen',
    description: `Die Bedingungen für die Nutzung dieser Website und für die Bildungs- und Einwanderungsberatung von ${company.name} in Berlin.`,
    dateLocale: 'de-DE',
    intro: [
      `Diese Bedingungen gelten für die Nutzung dieser Website und für die Beratungsleistungen von ${company.name} („wir“, „uns“). Bitte lesen Sie sie, bevor Sie die Website nutzen oder uns beauftragen.`,
    ],
    sections: [
      {
        id: 'scope',
        heading: 'Geltungsbereich',
        paragraphs: [
          'Diese Bedingungen gelten für alle, die diese Website besuchen, und für alle Mandantinnen und Mandanten, die uns beauftragen. Für einen Beratungsauftrag geht die individuelle Vereinbarung, die wir mit Ihnen schließen, vor, soweit sie etwas anderes bestimmt. Abweichende Bedingungen einer Mandantin oder eines Mandanten gelten nur, wenn wir ihnen schriftlich zugestimmt haben.',
        ],
      },
      {
        id: 'our-services',
        heading: 'Unsere Leistungen',
        paragraphs: [
          'Wir beraten zu Studium, Arbeit und Leben in Deutschland und der EU: Hochschulwahl und Zulassung, die Chancenkarte, Visa, Familiennachzug, berufliche Entwicklung und IT-Beratung. Unsere Leistungen sind beratender und organisatorischer Art. Wir helfen Ihnen, Ihre Möglichkeiten zu verstehen, Ihre Unterlagen vorzubereiten und die richtigen Verfahren einzuhalten.',
          'Wir erbringen keine Rechtsdienstleistungen im Sinne des Rechtsdienstleistungsgesetzes (RDG) und vertreten Sie nicht vor Gerichten oder Behörden. Erfordert Ihr Fall eine individuelle Rechtsberatung, weisen wir Sie darauf hin und können Ihnen empfehlen, eine Rechtsanwältin oder einen Rechtsanwalt hinzuzuziehen.',
          'Die Informationen auf dieser Website sind allgemeiner Natur. Sie ersetzen keine Beratung zu Ihrer individuellen Situation, und obwohl wir sie sorgfältig prüfen, ändern sich Regeln und Verfahren, sodass wir nicht garantieren können, dass jede Einzelheit jederzeit vollständig und aktuell ist.',
        ],
      },
      {
        id: 'no-guarantee',
        heading: 'Keine Erfolgsgarantie',
        paragraphs: [
          'Über Visa, Aufenthaltstitel, die Anerkennung von Abschlüssen und Zulassungen entscheiden allein die zuständigen Behörden, Botschaften, Hochschulen und sonstigen Stellen. Darauf haben wir keinen Einfluss. Wir können daher weder garantieren, dass ein Antrag Erfolg hat, noch wie lange ein Verfahren dauert oder dass ein bestimmtes Ergebnis erreicht wird. Unsere Vergütung schulden Sie für unsere Beratung und Unterstützung, nicht für eine bestimmte Entscheidung.',
        ],
      },
      {
        id: 'client-duties',
        heading: 'Ihre Mitwirkung als Mandantin oder Mandant',
        items: [
          'Machen Sie uns vollständige, wahrheitsgemäße und aktuelle Angaben, und teilen Sie uns jede Änderung, die Ihren Fall betreffen kann, umgehend mit.',
          'Stellen Sie echte Dokumente und, wo erforderlich, beglaubigte Kopien und Übersetzungen rechtzeitig zur Verfügung.',
          'Halten Sie die Fristen und Termine der Behörden und Stellen ein; die letzte Verantwortung für das, was in Ihrem Namen eingereicht wird, bleibt bei Ihnen.',
          'Prüfen Sie die Unterlagen, die wir mit Ihnen vorbereiten, bevor sie eingereicht werden.',
        ],
        closing: ['Für Verzögerungen oder Ablehnungen, die auf unvollständigen, unrichtigen oder verspäteten Angaben oder Unterlagen beruhen, sind wir nicht verantwortlich.'],
      },
      {
        id: 'fees',
        heading: 'Vergütung und Zahlung',
        paragraphs: [
          `${firstConversation(consultationIsFree(company.firstConsultationFree))} Die Vergütung für unsere Leistungen wird vor Beginn der Arbeit in einer gesonderten Vereinbarung in Textform festgelegt. Amtliche Gebühren von Behörden, Botschaften und Hochschulen, Übersetzungs- und Beglaubigungskosten sowie Reisekosten sind nicht enthalten, sofern die Vereinbarung nichts anderes bestimmt. Rechnungen sind innerhalb der darin genannten Frist zu zahlen.`,
        ],
      },
      {
        id: 'cancellation',
        heading: 'Absage und Kündigung',
        paragraphs: [
          'Bitte sagen Sie einen Termin so früh wie möglich ab oder verlegen Sie ihn, damit wir die Zeit jemand anderem anbieten können. Etwaige Bedingungen für die Kündigung eines Auftrags und die Vergütung bereits erbrachter Leistungen regelt Ihre individuelle Vereinbarung.',
          'Wenn Sie Verbraucherin oder Verbraucher sind und mit uns einen Vertrag im Fernabsatz (zum Beispiel per E-Mail oder Telefon) oder außerhalb unserer Geschäftsräume schließen, steht Ihnen ein gesetzliches Widerrufsrecht von vierzehn Tagen zu (§ 312g und § 355 BGB). Die Widerrufsbelehrung erhalten Sie zusammen mit der Vereinbarung. Das Recht beider Seiten zur Kündigung aus wichtigem Grund bleibt unberührt.',
        ],
      },
      {
        id: 'liability',
        heading: 'Haftung',
        paragraphs: [
          'Wir haften unbeschränkt für Schäden, die vorsätzlich oder grob fahrlässig verursacht wurden, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz und soweit wir eine Garantie übernommen haben.',
          'Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine Pflicht verletzen, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen (wesentliche Vertragspflicht). In diesem Fall ist unsere Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt.',
          'Im Übrigen ist unsere Haftung ausgeschlossen. Diese Beschränkungen gelten auch für die persönliche Haftung unserer Mitarbeitenden, Vertreter und Erfüllungsgehilfen. Für die Inhalte externer Websites, auf die wir verlinken, haften wir nicht.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Urheberrecht und Nutzungsrechte',
        paragraphs: [
          'Die Texte, Grafiken, Bilder, die Gestaltung und das Logo dieser Website sind urheberrechtlich geschützt und gehören uns oder denjenigen, die sie uns zur Nutzung überlassen haben. Sie dürfen sie zu Ihrer eigenen, nicht kommerziellen Information ansehen und ausdrucken. Jede andere Nutzung, insbesondere das Kopieren, Bearbeiten oder Veröffentlichen an anderer Stelle, bedarf unserer vorherigen schriftlichen Zustimmung. Unterlagen, die wir im Rahmen eines Auftrags für Sie erstellen, dürfen Sie für Ihren eigenen Antrag verwenden.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Datenschutz',
        paragraphs: [
          'Wir verarbeiten personenbezogene Daten nach der DSGVO und dem Bundesdatenschutzgesetz.',
          ['Einzelheiten finden Sie in unserer ', { text: 'Datenschutzerklärung', href: '/privacy-policy' }, ' und auf unserer Seite ', { text: 'Datenschutz', href: '/data-protection' }, '.'],
        ],
      },
      {
        id: 'governing-law',
        heading: 'Anwendbares Recht und Gerichtsstand',
        paragraphs: [
          'Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts (CISG). Sind Sie Verbraucherin oder Verbraucher, entzieht Ihnen diese Rechtswahl nicht den Schutz der zwingenden Bestimmungen des Rechts des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben.',
          'Soweit gesetzlich zulässig, insbesondere wenn Sie Kaufmann oder eine juristische Person des öffentlichen Rechts sind oder keinen allgemeinen Gerichtsstand in Deutschland haben, sind für alle Streitigkeiten aus oder im Zusammenhang mit diesen Bedingungen ausschließlich die Gerichte in Berlin zuständig.',
        ],
      },
      {
        id: 'severability',
        heading: 'Salvatorische Klausel',
        paragraphs: [
          'Sollte eine Bestimmung dieser Bedingungen unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen davon unberührt. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Änderungen und Kontakt',
        paragraphs: [
          'Wir können diese Bedingungen für die Zukunft anpassen, zum Beispiel wenn sich unsere Leistungen oder die Rechtslage ändern. Für Ihren Auftrag gilt die Fassung, die hier veröffentlicht ist, wenn Sie uns beauftragen, sofern wir nichts anderes vereinbaren.',
          ['Fragen zu diesen Bedingungen? Schreiben Sie uns an ', mailLink(company), '.'],
        ],
      },
    ],
  };
}
