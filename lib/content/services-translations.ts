import type { Locale } from '@/i18n/locales';

// The services' default texts in the languages other than English (lib/content/services.ts has
// the English ones), and each service's address in that language. Each list follows the English
// order item by item (offerings, questions, requirements). What an administrator
// saves replaces them (models/service.ts); a language without an entry here shows English until
// the firm writes it. Adding a language: an entry in SERVICE_TRANSLATIONS, nothing else.

export type ServiceTexts = {
  slug: string;
  title: string;
  summary: string;
  offerings: { title: string; description: string }[];
  faq?: { question: string; answer: string }[];
  requirements?: string[];
};

const GERMAN: Record<string, ServiceTexts> = {
  'university-admissions': {
    slug: 'studienberatung',
    title: 'Studienberatung',
    summary:
      'Persönliche Begleitung von der ersten Auswahl der Hochschulen bis zur ersten Woche auf dem Campus, damit Ihre Bewerbung vollständig, überzeugend und rechtzeitig eingeht.',
    offerings: [
      {
        title: 'Hochschulwahl und Zulassung',
        description:
          'Wir gleichen Ihren akademischen Werdegang und Ihre Ziele mit passenden Hochschulen und Studiengängen in Deutschland und der EU ab und begleiten Sie durch jede Bewerbung.',
      },
      {
        title: 'Motivationsschreiben und Unterlagen',
        description:
          'Rückmeldung zu Motivationsschreiben, Lebenslauf und Empfehlungsschreiben sowie eine Checkliste der Zeugnisse und Übersetzungen, die Ihr Studiengang verlangt.',
      },
      {
        title: 'Unterstützung beim Studentenvisum',
        description:
          'Hilfe beim Antrag auf das Studentenvisum: Unterlagen, Finanzierungsnachweis, Krankenversicherung und die Vorbereitung auf den Termin bei der Botschaft.',
      },
      {
        title: 'Stipendien und Finanzierung',
        description:
          'Ein Überblick über Stipendien und Fördermöglichkeiten, die zu Ihrem Profil passen, und praktische Hinweise zur Planung der Studienkosten.',
      },
      {
        title: 'Vorbereitung auf die Ausreise',
        description:
          'Was vor und nach Ihrer Ankunft zu erledigen ist: Wohnung, Anmeldung des Wohnsitzes, Kontoeröffnung und der Start ins Studentenleben.',
      },
    ],
  },
  'opportunity-card': {
    slug: 'chancenkarte',
    title: 'Chancenkarte',
    summary:
      'Mit der Chancenkarte können qualifizierte Menschen aus Nicht-EU-Staaten zur Arbeitssuche nach Deutschland kommen. Wir prüfen, ob Sie die Voraussetzungen erfüllen, schätzen Ihre Punkte ein und bereiten Ihren Antrag gemeinsam mit Ihnen vor.',
    offerings: [
      {
        title: 'Prüfung der Voraussetzungen und Punkte',
        description:
          'Eine strukturierte Prüfung Ihrer Qualifikation, Berufserfahrung, Sprachkenntnisse und Ihres Alters nach dem Punktesystem, damit Sie vor dem Antrag wissen, wo Sie stehen.',
      },
      {
        title: 'Anerkennung Ihrer Qualifikation',
        description:
          'Welche Stelle Ihren Abschluss oder Ihre Berufsausbildung bewertet, welche Unterlagen sie braucht und wie sich die Anerkennung auf Ihren Weg zur Chancenkarte auswirkt.',
      },
      {
        title: 'Begleitung beim Antrag auf die Chancenkarte',
        description:
          'Ein vollständiger, gut geordneter Antrag: Formulare, Finanzierungsnachweis, Versicherung und Nachweise, geprüft, bevor Sie sie einreichen.',
      },
      {
        title: 'Strategie für die Jobsuche in Deutschland',
        description:
          'Ein Plan für Ihre Jobsuche nach der Ankunft: passende Stellen, wo Sie Angebote finden und wie Sie sich deutschen Arbeitgebern präsentieren.',
      },
    ],
    faq: [
      {
        question: 'Wie viele Punkte brauche ich für die Chancenkarte?',
        answer:
          'Mindestens 6 Punkte auf dem Punkteweg. Punkte gibt es für eine teilweise anerkannte ausländische Qualifikation, eine Qualifikation in einem Engpassberuf, Berufserfahrung, Deutsch- und Englischkenntnisse, Ihr Alter, frühere Aufenthalte in Deutschland und einen gemeinsamen Antrag mit Ihrem Partner oder Ihrer Partnerin; die Tabelle oben zeigt, wie viele jeweils.',
      },
      {
        question: 'Welche Qualifikation brauche ich?',
        answer:
          'Als Fachkraft einen in Deutschland erworbenen oder in Deutschland anerkannten Hochschulabschluss oder Berufsabschluss. Auf dem Punkteweg einen Hochschulabschluss oder eine mindestens zweijährige Berufsausbildung, die im Ausstellungsstaat staatlich anerkannt ist, und Deutschkenntnisse ab Niveau A1 oder Englischkenntnisse ab Niveau B2.',
      },
      {
        question: 'Wie viel Geld muss ich nachweisen?',
        answer:
          'Genug, um Ihren Lebensunterhalt während der Arbeitssuche zu sichern. Der aktuell geltende Monatsbetrag steht auf dieser Seite unter „Erforderliche Mittel“; wir prüfen Ihren Finanzierungsnachweis mit Ihnen, bevor Sie den Antrag stellen.',
      },
      {
        question: 'Wer entscheidet über meinen Antrag?',
        answer:
          'Die deutschen Behörden, nach § 20a des Aufenthaltsgesetzes. Wir helfen Ihnen, Ihre Punkte einzuschätzen und vollständige Unterlagen vorzubereiten; eine Entscheidung können wir nicht zusagen.',
      },
    ],
    requirements: [
      'Ausreichende Mittel, um Ihren Lebensunterhalt während der Arbeitssuche zu sichern.',
      'Als Fachkraft: ein in Deutschland erworbener oder in Deutschland anerkannter Hochschulabschluss oder Berufsabschluss.',
      'Auf dem Punkteweg: ein Hochschulabschluss oder eine mindestens zweijährige Berufsausbildung, im Ausstellungsstaat staatlich anerkannt, und Deutschkenntnisse ab Niveau A1 oder Englischkenntnisse ab Niveau B2.',
    ],
  },
  'family-reunification': {
    slug: 'familiennachzug',
    title: 'Familiennachzug',
    summary:
      'Wer Ehepartner oder Kinder nach Deutschland holen möchte, hat es mit mehreren Behörden und vielen Unterlagen zu tun. Wir erklären Ihnen die Voraussetzungen und bereiten mit Ihnen einen vollständigen Antrag vor.',
    offerings: [
      {
        title: 'Nachzug von Ehe- und Lebenspartnern',
        description:
          'Begleitung für Ehegatten und eingetragene Lebenspartner, die zu jemandem ziehen, der in Deutschland lebt, von den ersten Fragen bis zum Visumtermin.',
      },
      {
        title: 'Kindernachzug zu den Eltern',
        description:
          'Unterstützung beim Nachzug minderjähriger Kinder nach Deutschland, einschließlich der Zustimmungserklärungen und der Unterlagen, die die Botschaft für Kinder erwartet.',
      },
      {
        title: 'Vorbereitung der Familienunterlagen',
        description:
          'Checklisten für Heirats- und Geburtsurkunden, Übersetzungen und Legalisation, damit Ihre Unterlagen vollständig sind, bevor Sie einen Termin buchen.',
      },
      {
        title: 'Hinweise zu den Sprachanforderungen',
        description:
          'Klare Informationen zu den Deutschkenntnissen, die für Familienangehörige gelten können, und zu den Ausnahmen, die das Gesetz vorsieht.',
      },
      {
        title: 'Vorbereitung auf den Botschaftstermin',
        description:
          'Wir gehen Ihre Unterlagen und die Fragen durch, die Ihnen gestellt werden können, damit Sie gut vorbereitet zur Botschaft oder zum Konsulat gehen.',
      },
    ],
  },
  'career-counseling': {
    slug: 'karriereberatung',
    title: 'Karriereberatung',
    summary:
      'Praxisnahes Coaching für Fachkräfte und Absolventen, die ihre Karriere in Deutschland aufbauen möchten: eine klare Richtung, starke Bewerbungsunterlagen und sichere Vorstellungsgespräche.',
    offerings: [
      {
        title: 'Persönliches Karrierecoaching',
        description:
          'Einzelgespräche, in denen wir Ihre Ziele klären, Ihre Stärken einschätzen und realistische nächste Schritte auf dem deutschen Arbeitsmarkt planen.',
      },
      {
        title: 'Lebenslauf nach deutschem Standard',
        description:
          'Wir gestalten Lebenslauf und Anschreiben so, wie deutsche Arbeitgeber es erwarten, und bewahren dabei Ihre eigene Stimme und Ihre Erfolge.',
      },
      {
        title: 'Optimierung Ihres LinkedIn-Profils',
        description:
          'Ein Profil, das Personalverantwortliche finden und verstehen: Überschrift, Zusammenfassung, Erfahrung und Kenntnisse, geschrieben für die Stellen, die Sie anstreben.',
      },
      {
        title: 'Vorbereitung auf Vorstellungsgespräche',
        description:
          'Übungsgespräche mit Rückmeldung sowie Hinweise zu typischen Fragen, Gehaltsverhandlungen und den Gepflogenheiten deutscher Vorstellungsgespräche.',
      },
      {
        title: 'Orientierung auf dem Arbeitsmarkt',
        description:
          'Eine Einführung, wie Einstellungen in Deutschland ablaufen: Branchen, Jobportale, anerkannte Qualifikationen und die Rolle von Sprachkenntnissen.',
      },
    ],
  },
  'visa-advisory': {
    slug: 'visaberatung',
    title: 'Visaberatung',
    summary:
      'Beratung zur Wahl des passenden Visums und zu seinen Voraussetzungen, ob Sie zu Besuch kommen, studieren, arbeiten oder zu Ihrer Familie ziehen. Wir beraten zu Touristen-, Besuchs-, Angehörigen-, Studenten- und Arbeitsvisa.',
    offerings: [
      {
        title: 'Beratung zum Touristenvisum',
        description:
          'Hilfe bei Visa für kurze Aufenthalte in Deutschland und im Schengen-Raum: Reiseplan, Versicherung, Finanzen und die nötigen Nachweise.',
      },
      {
        title: 'Beratung zum Besuchsvisum',
        description:
          'Begleitung beim Besuch von Familie oder Freunden in Deutschland, einschließlich Einladungsschreiben und Verpflichtungserklärung, wo sie verlangt werden.',
      },
      {
        title: 'Beratung zum Visum für Angehörige',
        description:
          'Beratung für Angehörige von Studierenden, Forschenden und Fachkräften, die sie nach Deutschland begleiten möchten.',
      },
      {
        title: 'Beratung zum Studentenvisum',
        description:
          'Visaberatung für zugelassene Studierende und Bewerber, einschließlich Sperrkonto, Krankenversicherung und der Unterlagen für den Termin.',
      },
      {
        title: 'Beratung zum Arbeitsvisum',
        description:
          'Hinweise zu Arbeitsvisa für Fachkräfte und Stellenangebote in Deutschland und zu den Unterlagen, die Arbeitgeber und Behörden verlangen.',
      },
      {
        title: 'Aufenthalt sichern und verlängern',
        description:
          'Nach der Ankunft alles richtig machen: Verlängerung des Aufenthaltstitels, Wechsel des Aufenthaltszwecks und Unterlagen, die stets aktuell sind.',
      },
    ],
    faq: [
      {
        question: 'Zu welchen Visa beraten Sie?',
        answer:
          'Zu Touristen-, Besuchs-, Angehörigen-, Studenten- und Arbeitsvisa sowie zu allem, was nach der Ankunft wichtig ist: Verlängerung des Aufenthaltstitels und Wechsel des Aufenthaltszwecks.',
      },
    ],
  },
  'it-consulting': {
    slug: 'it-beratung',
    title: 'IT-Beratung',
    summary:
      'Neben unserer Beratung zu Studium und Aufenthalt unterstützen wir Organisationen in technischen Fragen: Veränderungen planen, Projekte steuern und Lösungen wählen, die zu ihren Zielen passen.',
    offerings: [
      {
        title: 'Digitale Transformation',
        description:
          'Wir bewerten Ihre bestehenden Abläufe und Systeme und entwickeln einen praxistauglichen Fahrplan für die Digitalisierung, dem Ihr Team folgen kann.',
      },
      {
        title: 'IT-Projektmanagement',
        description:
          'Planung, Koordination und Berichtswesen für Technologieprojekte, damit Umfang, Beteiligte und Ergebnisse im Einklang bleiben.',
      },
      {
        title: 'Technologielösungen',
        description:
          'Unabhängige Beratung zu Auswahl, Integration und Einführung von Software und Infrastruktur, die zu Ihrer Organisation passen.',
      },
    ],
  },
};

export const SERVICE_TRANSLATIONS: Partial<Record<Locale, Record<string, ServiceTexts>>> = { de: GERMAN };
