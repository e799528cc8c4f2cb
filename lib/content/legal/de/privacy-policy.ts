import type { RetentionSettings } from '@/lib/retention/settings';
import { providerName } from '@/lib/site';
import { RETENTION_CLOSING, retentionItems, SUPERVISORY_AUTHORITY } from './shared';
import { mailLink, phoneLink, type LegalCompany, type LegalDocument } from '../types';

// Datenschutzerklärung: the information duties of Art. 13 and 14 DSGVO, for this website and its
// lead forms. The binding text; en/privacy-policy.ts is its translation, section for section.
export function privacyPolicy(company: LegalCompany, retention: RetentionSettings): LegalDocument {
  const { address } = company;
  return {
    lang: 'de',
    title: 'Datenschutzerklärung',
    description: `Wie ${company.name} personenbezogene Daten nach der DSGVO und dem Bundesdatenschutzgesetz (BDSG) erhebt, nutzt und schützt.`,
    dateLocale: 'de-DE',
    intro: [
      `Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten ${company.name} verarbeitet, wenn Sie diese Website besuchen oder mit uns Kontakt aufnehmen, zu welchen Zwecken und auf welcher Rechtsgrundlage wir das tun, wie lange wir die Daten speichern und welche Rechte Sie haben. Sie beruht auf der Datenschutz-Grundverordnung der EU (DSGVO) und dem Bundesdatenschutzgesetz (BDSG).`,
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Verantwortlicher',
        paragraphs: ['Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO ist:'],
        lines: [
          providerName(company),
          `${address.street}, ${address.postalCode} ${address.city}, Deutschland`,
          ['E-Mail: ', mailLink(company)],
          ['Telefon: ', phoneLink(company)],
        ],
        closing: [['Bei allen Fragen zum Datenschutz schreiben Sie uns bitte an ', mailLink(company), ' mit dem Betreff „Datenschutz“.']],
      },
      {
        id: 'data-we-collect',
        heading: 'Welche Daten wir erheben',
        items: [
          [
            { text: 'Kontaktformular', strong: true },
            ': Ihr vollständiger Name, Ihre E-Mail-Adresse, Ihre Telefonnummer (freiwillig) und Ihre Nachricht, zusammen mit dem Zeitpunkt der Übermittlung und einer zufälligen Übermittlungsnummer, die verhindert, dass dieselbe Nachricht zweimal gespeichert wird.',
          ],
          [
            { text: 'Anfragedialog zu einer Leistung', strong: true },
            ': Ihr Name, Ihre Telefonnummer, Ihre E-Mail-Adresse, Ihr Wohnort oder Standort, Ihre Nachricht und die Leistung, nach der Sie fragen.',
          ],
          [
            { text: 'Terminbuchung', strong: true },
            ': Wenn Sie auf dieser Website einen Beratungstermin buchen, Ihr Name, Ihre E-Mail-Adresse, Ihre Telefon- oder WhatsApp-Nummer, das Thema, das Sie beschreiben, Ihre Zeitzone und die Sprache der Seite, außerdem der gebuchte Zeitpunkt, die Art der Beratung und die Beraterin oder der Berater, die oder der sie übernimmt. Eine Buchung wird Teil Ihrer Anfrage bei uns (sie legt eine an oder wird Ihrer offenen Anfrage zugeordnet) und wird wie eine Anfrage aufbewahrt und gelöscht (siehe „Speicherdauer“). Die Bestätigung, die Erinnerungen und die Kalendereinladung versendet diese Website über unseren eigenen Mailserver; kein externer Buchungsdienst erhält Ihre Daten.',
          ],
          [
            { text: 'Newsletter', strong: true },
            ': wenn Sie ihn bestellen, Ihre E-Mail-Adresse, die Sprache der Seite und der Nachweis Ihrer Einwilligung (siehe „Newsletter“ unten).',
          ],
          [
            { text: 'Seiten- und Kampagneninformationen zu einer Anfrage', strong: true },
            ': die Seite, von der aus Sie die Anfrage gesendet haben, die erste Seite, die Sie bei Ihrem Besuch aufgerufen haben, die verweisende Website und – sofern der Link, dem Sie gefolgt sind, solche enthielt – Kampagnenparameter (UTM-Quelle, -Medium, -Kampagne, -Begriff und -Inhalt). So erfahren wir, welche unserer Seiten und Kanäle Menschen helfen, uns zu finden; die Angaben werden mit Ihrer Anfrage gespeichert und nicht zur Bildung eines Profils verwendet.',
          ],
          [
            { text: 'WhatsApp', strong: true },
            ': Wenn Sie uns über WhatsApp kontaktieren, erhalten wir Ihre Telefonnummer, Ihren WhatsApp-Profilnamen und die Nachrichten, die Sie uns senden. Die Chat-Schaltfläche öffnet lediglich WhatsApp; an WhatsApp wird nichts übermittelt, bevor Sie darauf klicken. Wenn Sie auf eine WhatsApp-Schaltfläche klicken, zählt unser Server den Klick nur mit der Seite, auf der er erfolgte, der gewählten Leistung (falls vorhanden) und dem Tag, ohne Ihre IP-Adresse, die Uhrzeit oder eine Kennung, und in Ihrem Browser wird nichts gespeichert; diese Zählungen bewahren wir als Website-Statistik auf.',
          ],
          [
            { text: 'Punkte-Check zur Chancenkarte', strong: true },
            ': Ihre Antworten werden nicht gespeichert und erreichen uns nur, wenn Sie Ihr Ergebnis mit einer Anfrage senden. Wenn Sie den Check beginnen und wenn er ein Ergebnis anzeigt, zählt unser Server dies nur mit dem Tag, ohne Ihre Antworten, Ihre IP-Adresse, die Uhrzeit oder eine Kennung, und in Ihrem Browser wird nichts gespeichert; diese anonymen Tageszählungen bewahren wir als Website-Statistik auf.',
          ],
          [
            { text: 'E-Mail und Telefon', strong: true },
            ': Wenn Sie uns schreiben oder anrufen, verarbeiten wir Ihre Kontaktdaten und alles, was Sie uns mitteilen.',
          ],
          [
            { text: 'Server-Logfiles und Sicherheit', strong: true },
            ': Wenn Sie eine Seite aufrufen, sendet Ihr Browser technische Daten, die unser Server zwangsläufig verarbeitet: IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite, die verweisende Seite, Browser und Betriebssystem. Um unsere Formulare, die Zählung der Chat-Klicks und die Zählung des Punkte-Checks vor Missbrauch zu schützen, zählen wir Übermittlungen, Klicks und Schritte des Checks je IP-Adresse für eine Minute und die an jede E-Mail-Adresse gesendeten Bestätigungs-E-Mails für einen Tag (die Adresse nur als Einweg-Hashwert); diese Zähler werden danach gelöscht.',
          ],
          [
            { text: 'Beratungsaufträge', strong: true },
            ': Wenn Sie uns beauftragen, die Daten, die wir zur Erbringung der Leistung benötigen, zum Beispiel Ausweis- und Reisedokumente, Zeugnisse sowie Angaben zu Ihrer Ausbildung, Ihrer Arbeit und Ihrer Familie.',
          ],
        ],
        closing: [
          'Bitte senden Sie uns Ausweisdokumente, Zeugnisse oder Angaben zu Ihrer Gesundheit erst, wenn ein Auftrag vereinbart ist, und nur über den Weg, den wir mit Ihnen vereinbaren. Erfordert eine Leistung besondere Kategorien personenbezogener Daten (Art. 9 DSGVO), etwa Gesundheitsdaten bei einem Familiennachzug, verarbeiten wir diese nur mit Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO).',
        ],
      },
      {
        id: 'purposes-and-legal-bases',
        heading: 'Zwecke und Rechtsgrundlagen',
        items: [
          [
            { text: 'Beantwortung von Anfragen und Erbringung unserer Leistungen', strong: true },
            ' (Kontaktformular, Anfragedialog, Terminbuchung, E-Mail, Telefon, WhatsApp): Art. 6 Abs. 1 lit. b DSGVO, weil die Verarbeitung zur Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage hin oder zur Erfüllung eines Vertrags erforderlich ist. Bei allgemeinen Fragen, die nicht auf einen Vertrag zielen, Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse besteht darin, denjenigen zu antworten, die sich an uns wenden.',
          ],
          [
            { text: 'Erfüllung rechtlicher Pflichten', strong: true },
            ', etwa die Aufbewahrung von Rechnungen und Buchhaltungsunterlagen: Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 257 HGB und § 147 AO.',
          ],
          [
            { text: 'Betrieb und Sicherheit der Website', strong: true },
            ' (Server-Logfiles, Schutz vor Missbrauch) sowie ',
            { text: 'die Auswertung, welche Seiten zu Anfragen führen', strong: true },
            ': Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist eine sichere, funktionierende Website und das Wissen, welche unserer Kanäle nützlich sind.',
          ],
          [
            { text: 'Werbliche Nachrichten und alles Weitere, in das Sie einwilligen', strong: true },
            ': Art. 6 Abs. 1 lit. a DSGVO auf Grundlage Ihrer Einwilligung, die Sie jederzeit mit Wirkung für die Zukunft widerrufen können.',
          ],
        ],
        closing: [
          'Sie sind nicht verpflichtet, uns Ihre Daten bereitzustellen. Ohne die als Pflichtangaben gekennzeichneten Daten können wir Ihre Anfrage jedoch nicht beantworten. Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt.',
        ],
      },
      {
        id: 'newsletter',
        heading: 'Newsletter',
        paragraphs: [
          'Unser Newsletter bringt etwa einmal im Monat Neuigkeiten und Hinweise zu Studium, Arbeit und Familiennachzug in Deutschland. Wir senden ihn nur an Personen, die ihn bestellt und ihre Adresse bestätigt haben (Double-Opt-in): Nach Ihrer Anmeldung senden wir eine E-Mail mit einem Link, der 7 Tage gültig ist; erst wenn Sie ihn öffnen und auf „Anmeldung bestätigen“ klicken, sind Sie angemeldet. Haben Sie sich nicht angemeldet, ignorieren Sie diese E-Mail einfach; Sie hören dann nicht mehr von uns.',
          'Um nachweisen zu können, dass Sie eingewilligt haben, speichern wir zu Ihrer Adresse:',
        ],
        items: [
          'Ihre E-Mail-Adresse und die Sprache der Seite, auf der Sie sich angemeldet haben;',
          'den genauen Wortlaut der Einwilligung, die Sie angekreuzt haben, und dessen Fassung, Datum und Uhrzeit Ihrer Anmeldung, Ihre IP-Adresse, die Seite, auf der Sie sich angemeldet haben, und die Kennung Ihres Browsers (User-Agent);',
          'Datum und Uhrzeit Ihrer Bestätigung und die IP-Adresse, von der sie kam;',
          'wenn Sie sich abmelden, Datum und Uhrzeit und den Weg der Abmeldung (Link in einem Newsletter, Abmeldeknopf Ihres E-Mail-Programms oder Bitte an uns);',
          'welche Newsletter wann an Ihre Adresse gesendet wurden.',
        ],
        closing: [
          'Rechtsgrundlage: Der Versand des Newsletters beruht auf Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO; § 7 Abs. 2 Nr. 2 UWG). Den Nachweis Ihrer Einwilligung bewahren wir auf, weil wir sie nachweisen können müssen (Art. 7 Abs. 1 DSGVO); Rechtsgrundlage dafür ist Art. 6 Abs. 1 lit. c und f DSGVO.',
          'Wir erfassen nicht, ob Sie einen Newsletter öffnen oder seine Links anklicken: Unsere Newsletter enthalten keine Zählpixel und keine nachverfolgten Links.',
          'Speicherdauer: Eine Anmeldung, die nicht innerhalb von 30 Tagen bestätigt wird, löschen wir samt der Bestätigungs-E-Mail. Nach Ihrer Abmeldung senden wir Ihnen nichts mehr, bewahren die oben genannten Angaben aber auf, weil wir weiterhin nachweisen können müssen, dass für das Gesendete Ihre Einwilligung vorlag; auf Ihre Bitte hin löschen wir sie. Eine erneute Anmeldung nach einer Abmeldung muss wieder bestätigt werden.',
          [
            'Sie können Ihre Einwilligung jederzeit so einfach widerrufen, wie Sie sie erteilt haben: über den Abmeldelink in jedem Newsletter (ein Klick auf der Seite, die er öffnet), über den Abmeldeknopf Ihres E-Mail-Programms oder mit einer Nachricht an ',
            mailLink(company),
            '. Der Widerruf berührt nicht die Rechtmäßigkeit der bis dahin versandten Newsletter.',
          ],
        ],
      },
      {
        id: 'recipients',
        heading: 'Empfänger und Auftragsverarbeiter',
        paragraphs: [
          'Innerhalb unseres Unternehmens sehen nur die Mitarbeitenden Ihre Daten, die Ihr Anliegen bearbeiten. Wir verkaufen keine personenbezogenen Daten und geben sie nicht zu Werbezwecken weiter. Wir übermitteln sie nur, soweit dies erforderlich ist:',
        ],
        items: [
          [
            { text: 'Hosting-Anbieter', strong: true },
            ': betreibt die Server und die Datenbank dieser Website und verarbeitet daher alle Daten, die über sie übermittelt werden.',
          ],
          [
            { text: 'E-Mail-Anbieter', strong: true },
            ': stellt unsere E-Mails zu und speichert sie, einschließlich der Benachrichtigungen über neue Anfragen, der E-Mails und Kalendereinladungen zu Terminbuchungen sowie des Newsletters.',
          ],
          [
            { text: 'WhatsApp (Meta)', strong: true },
            ': nur, wenn Sie uns über WhatsApp kontaktieren. Anbieter von WhatsApp in der EU ist die WhatsApp Ireland Limited, die Ihre Daten nach ihrer eigenen Datenschutzrichtlinie und als eigener Verantwortlicher verarbeitet.',
          ],
          [
            { text: 'Behörden, Hochschulen und andere Stellen', strong: true },
            ': nur im Rahmen eines Auftrags, mit Ihrem Wissen und soweit die Leistung es erfordert, zum Beispiel wenn wir Sie bei der Vorbereitung eines Antrags unterstützen.',
          ],
          [
            { text: 'Berater und öffentliche Stellen', strong: true },
            ': zur Berufsverschwiegenheit verpflichtete Steuerberater und Wirtschaftsprüfer sowie Behörden, soweit wir gesetzlich zur Offenlegung von Daten verpflichtet sind.',
          ],
        ],
        closing: [
          'Dienstleister, die Daten in unserem Auftrag verarbeiten, sind durch einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO gebunden, handeln nach unseren Weisungen und dürfen die Daten nicht für eigene Zwecke verwenden.',
        ],
      },
      {
        id: 'international-transfers',
        heading: 'Übermittlungen in Drittländer',
        paragraphs: [
          'Wir bevorzugen Anbieter, die Daten innerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums verarbeiten. Werden Daten in ein Land außerhalb davon übermittelt, stellen wir sicher, dass sie geschützt bleiben: durch einen Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO), etwa das EU-US Data Privacy Framework für zertifizierte US-Unternehmen, oder durch die Standardvertragsklauseln der Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO), bei Bedarf mit zusätzlichen Schutzmaßnahmen.',
          'Wenn Sie WhatsApp nutzen, kann Meta Ihre Daten in den Vereinigten Staaten verarbeiten; die Meta Platforms, Inc. ist nach dem EU-US Data Privacy Framework zertifiziert. Wenn Sie möchten, dass Ihre Daten in der EU bleiben, nutzen Sie bitte stattdessen E-Mail, Telefon oder unser Kontaktformular.',
          'Im Rahmen eines Auftrags kann es nötig sein, einige Daten an Stellen in Ihrem Herkunftsland zu senden, zum Beispiel um Dokumente zu beschaffen. Das tun wir nur auf Ihren Wunsch und soweit es zur Erfüllung des Vertrags erforderlich ist (Art. 49 Abs. 1 lit. b DSGVO).',
        ],
      },
      {
        id: 'retention',
        heading: 'Speicherdauer',
        paragraphs: ['Wir speichern personenbezogene Daten nur so lange, wie wir sie für den Zweck benötigen, zu dem sie erhoben wurden, oder wie es gesetzlich vorgeschrieben ist:'],
        items: retentionItems(retention),
        closing: RETENTION_CLOSING,
      },
      {
        id: 'your-rights',
        heading: 'Ihre Rechte',
        paragraphs: ['Nach der DSGVO haben Sie folgende Rechte:'],
        items: [
          [{ text: 'Auskunft', strong: true }, ': Sie können erfahren, ob wir Daten über Sie verarbeiten, und eine Kopie davon erhalten (Art. 15).'],
          [{ text: 'Berichtigung', strong: true }, ': Sie können unrichtige Daten berichtigen und unvollständige Daten vervollständigen lassen (Art. 16).'],
          [{ text: 'Löschung', strong: true }, ': Sie können Ihre Daten löschen lassen, wenn kein Grund mehr besteht, sie aufzubewahren (Art. 17).'],
          [{ text: 'Einschränkung der Verarbeitung', strong: true }, ': Sie können die Nutzung Ihrer Daten einschränken lassen, zum Beispiel während ihre Richtigkeit geprüft wird (Art. 18).'],
          [
            { text: 'Datenübertragbarkeit', strong: true },
            ': Sie können die Daten, die Sie uns bereitgestellt haben, in einem strukturierten, gängigen und maschinenlesbaren Format erhalten oder an einen anderen Verantwortlichen übermitteln lassen (Art. 20).',
          ],
          [
            { text: 'Widerspruch', strong: true },
            ': Sie können einer Verarbeitung auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO jederzeit aus Gründen widersprechen, die sich aus Ihrer besonderen Situation ergeben, und der Nutzung Ihrer Daten für Direktwerbung ohne Angabe von Gründen (Art. 21).',
          ],
          [
            { text: 'Widerruf einer Einwilligung', strong: true },
            ': Sie können eine Einwilligung jederzeit widerrufen; die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt (Art. 7 Abs. 3).',
          ],
        ],
        closing: [
          [
            'Um ein Recht auszuüben, schreiben Sie an ',
            mailLink(company),
            '. Das ist kostenlos; wir antworten innerhalb eines Monats und bitten Sie gegebenenfalls zuvor, Ihre Identität zu bestätigen.',
          ],
          ...SUPERVISORY_AUTHORITY,
        ],
      },
      {
        id: 'cookies-and-storage',
        heading: 'Cookies und Speicher im Browser',
        paragraphs: [
          'Wir verwenden nur, was technisch unbedingt erforderlich ist, um die von Ihnen gewünschten Dienste bereitzustellen (§ 25 Abs. 2 Nr. 2 Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz, TDDDG). Wir setzen keine Werbe-Cookies, kein Tracking durch Dritte und keine Social-Media-Plug-ins ein; die Social-Media-Symbole sind einfache Links.',
        ],
        items: [
          [
            { text: 'Sitzungsspeicher für die Herkunft einer Anfrage', strong: true },
            ': die erste Seite Ihres Besuchs, die verweisende Website und etwaige Kampagnenparameter, gespeichert im Sitzungsspeicher (Session Storage) Ihres Browsers, bis Sie den Tab schließen, und nur dann an uns gesendet, wenn Sie ein Formular absenden.',
          ],
          [
            { text: 'Lokaler Speicher für den Blog', strong: true },
            ': eine zufällige Browser-Kennung und die Artikel, die Ihnen gefallen oder die Sie gemerkt haben, damit ein Aufruf oder ein „Gefällt mir“ nur einmal gezählt wird. Diese Angaben bleiben in Ihrem Browser, bis Sie sie löschen.',
          ],
          [
            { text: 'Sitzungs-Cookie des Verwaltungsbereichs', strong: true },
            ': wird nur gesetzt, wenn sich unsere Mitarbeitenden im Verwaltungsbereich anmelden, damit sie angemeldet bleiben. Besucherinnen und Besucher der öffentlichen Website erhalten es nie.',
          ],
        ],
        closing: ['Sie können gespeicherte Daten jederzeit in den Einstellungen Ihres Browsers löschen; die Website funktioniert weiterhin.'],
      },
      {
        id: 'security',
        heading: 'Datensicherheit',
        paragraphs: [
          [
            'Wir schützen Ihre Daten durch dem Risiko angemessene technische und organisatorische Maßnahmen (Art. 32 DSGVO): Alle Verbindungen zu dieser Website sind verschlüsselt (TLS), Zugriff auf Anfragen haben nur angemeldete Mitarbeitende, die ihn benötigen, und unsere Systeme werden regelmäßig gesichert. Unsere Seite ',
            { text: 'Datenschutz', href: '/data-protection' },
            ' beschreibt diese Maßnahmen ausführlicher.',
          ],
          'Bitte beachten Sie, dass gewöhnliche E-Mails nicht Ende-zu-Ende-verschlüsselt sind. Für vertrauliche Dokumente fragen Sie uns bitte nach einem sicheren Übermittlungsweg.',
        ],
      },
      {
        id: 'changes',
        heading: 'Änderungen dieser Datenschutzerklärung',
        paragraphs: [
          'Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, unsere Leistungen oder die Rechtslage ändern. Die aktuelle Fassung finden Sie stets auf dieser Seite. Betrifft eine Änderung einen Zweck, in den Sie eingewilligt haben, bitten wir Sie erneut um Ihre Einwilligung, bevor wir uns darauf stützen.',
        ],
      },
    ],
  };
}
