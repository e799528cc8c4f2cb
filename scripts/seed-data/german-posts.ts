import type { SampleTranslation } from './types';

// Paragraphs are written one per array entry and joined with a blank line.
const article = (...paragraphs: string[]): string => paragraphs.join('\n\n');

// German versions of sample posts, linked to their English original (by its headline), so a fresh
// install shows the German blog at /de/blog and a post with a language switch. The cover is the
// original's.
export const germanPosts: SampleTranslation[] = [
  {
    translationOf: 'The Germany Opportunity Card explained: how the points system works',
    locale: 'de',
    headline: 'Die Chancenkarte erklärt: So funktioniert das Punktesystem',
    summary: article(
      `Die Chancenkarte gehört inzwischen zu den häufigsten Themen in unseren Beratungsgesprächen. Sie ermöglicht qualifizierten Menschen aus Staaten außerhalb der Europäischen Union, nach Deutschland zu kommen und hier Arbeit zu suchen, ohne bereits ein Stellenangebot zu haben. Rechtsgrundlage ist § 20a des Aufenthaltsgesetzes. Viele hören, dass es sich um eine Karte mit Punktesystem handelt, und halten die Punkte für das Entscheidende. Tatsächlich gibt es zwei Wege zur Chancenkarte – und nur für einen davon zählen Punkte.`,
      `Einige Voraussetzungen gelten für alle: Sie müssen nachweisen, dass Sie Ihren Lebensunterhalt in Deutschland sichern können. Der dafür maßgebliche Betrag wird regelmäßig angepasst, meist jährlich. Prüfen Sie die aktuelle Summe deshalb bei der deutschen Auslandsvertretung in Ihrem Land oder auf dem Portal „Make it in Germany“ und verlassen Sie sich nicht auf ältere Artikel. Wer bereits als Fachkraft im Sinne des deutschen Rechts gilt, weil der Abschluss in Deutschland erworben oder hier anerkannt wurde, nutzt den Weg für Fachkräfte und braucht keine Punkte.`,
      `Alle anderen beantragen die Karte über das Punktesystem. Zunächst müssen zwei Grundvoraussetzungen erfüllt sein: ein Hochschulabschluss oder eine mindestens zweijährige Berufsausbildung, die im Ausstellungsstaat staatlich anerkannt ist, sowie Deutschkenntnisse mindestens auf Niveau A1 oder Englischkenntnisse mindestens auf Niveau B2. Erst dann beginnt die Punktzählung. Nötig sind mindestens 6 Punkte, und jeder Punkt muss mit Unterlagen belegt sein, die die Behörde prüfen kann.`,
      `Den größten Einzelposten bildet die teilweise Anerkennung Ihrer ausländischen Qualifikation in Deutschland mit 4 Punkten. Eine Qualifikation in einem Engpassberuf bringt 1 weiteren Punkt, einschlägige Berufserfahrung je nach Umfang und Aktualität 2 oder 3 Punkte. Sprachkenntnisse ergeben zwischen 1 und 4 Punkten, das Alter bis 35 Jahre 2 Punkte und von 35 bis 40 Jahre 1 Punkt. Auch ein früherer Aufenthalt in Deutschland und ein gemeinsamer Antrag mit der Partnerin oder dem Partner können je 1 Punkt bringen.`,
      `Die Regeln zur Chancenkarte wurden seit ihrer Einführung mehrfach präzisiert und können sich wieder ändern. Verstehen Sie diesen Beitrag daher als Orientierung, nicht als Rechtsberatung. Wenn Sie möchten, gehen wir Ihre Unterlagen gemeinsam durch, schätzen Ihre Punktzahl ein und planen mit Ihnen die Reihenfolge der Schritte – vereinbaren Sie dazu gern ein Beratungsgespräch.`,
    ),
    category: 'Immigration',
    tags: ['chancenkarte', 'punktesystem', 'jobsuche'],
    readTime: '4 Min. Lesezeit',
    daysAgo: 11,
  },
];
