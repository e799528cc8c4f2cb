import type { Locale } from '@/i18n/locales';

// The default reply templates' texts, per language: a general subject and body, the service's name
// when a lead names none, and the texts for a lead with a coming booking. Optional for a language:
// the languages that have them are the reply languages (lib/replies/reply-template.ts), and a
// lead in another language is answered from the English ones. An administrator's version
// (/admin/reply-templates) replaces one.
type ReplyTexts = { subject: string; body: string; anyService: string; booked: { subject: string; body: string } };

export const DEFAULT_REPLY_TEXTS = {
  en: {
    subject: 'Your enquiry about {service}',
    body: [
      'Dear {name},',
      '',
      'Thank you for your enquiry about {service}. I have read your message and would be glad to help.',
      '',
      'The best next step is a short first consultation, by phone or video, in which we look at your situation and the options open to you. Please let me know two or three times that suit you over the next week.',
      '',
      'Kind regards,',
      '{staffName}',
      '{firmName}',
    ].join('\n'),
    anyService: 'our services',
    booked: {
      subject: 'Your consultation with {firmName}: {consultation}',
      body: [
        'Dear {name},',
        '',
        'Thank you for booking a consultation with us. I am looking forward to talking with you.',
        '',
        'Consultation: {consultation}',
        'Your time: {yourTime}',
        'Berlin time: {berlinTime}',
        '{channel}',
        '',
        'To make the most of our time, please have these ready:',
        '- your passport and, if you have one, your current visa or residence permit',
        '- your school and university certificates, and your CV',
        '- any letters from German authorities, employers or universities',
        '- the questions you would like to ask',
        '',
        'If anything comes up before then, simply reply to this e-mail. The links in your booking confirmation move or cancel the consultation.',
        '',
        'Kind regards,',
        '{staffName}',
        '{firmName}',
      ].join('\n'),
    },
  },
  de: {
    subject: 'Ihre Anfrage zu {service}',
    body: [
      'Guten Tag {name},',
      '',
      'vielen Dank für Ihre Anfrage zu {service}. Ich habe Ihre Nachricht gelesen und helfe Ihnen gern weiter.',
      '',
      'Am besten sprechen wir in einer kurzen Erstberatung per Telefon oder Video über Ihre Situation und Ihre Möglichkeiten. Nennen Sie mir gern zwei oder drei Termine, die Ihnen in der nächsten Woche passen.',
      '',
      'Mit freundlichen Grüßen',
      '{staffName}',
      '{firmName}',
    ].join('\n'),
    anyService: 'unseren Leistungen',
    booked: {
      subject: 'Ihr Beratungstermin bei {firmName}: {consultation}',
      body: [
        'Guten Tag {name},',
        '',
        'vielen Dank für Ihre Buchung. Ich freue mich auf unser Gespräch.',
        '',
        'Beratung: {consultation}',
        'Ihre Ortszeit: {yourTime}',
        'Berliner Zeit: {berlinTime}',
        '{channel}',
        '',
        'Damit wir die Zeit gut nutzen, halten Sie bitte bereit:',
        '- Ihren Reisepass und, falls vorhanden, Ihr aktuelles Visum oder Ihren Aufenthaltstitel',
        '- Ihre Schul- und Hochschulzeugnisse und Ihren Lebenslauf',
        '- Schreiben deutscher Behörden, Arbeitgeber oder Hochschulen',
        '- die Fragen, die Sie stellen möchten',
        '',
        'Falls vorher etwas ist, antworten Sie einfach auf diese E-Mail. Mit den Links in Ihrer Buchungsbestätigung können Sie den Termin verschieben oder absagen.',
        '',
        'Mit freundlichen Grüßen',
        '{staffName}',
        '{firmName}',
      ].join('\n'),
    },
  },
} satisfies Partial<Record<Locale, ReplyTexts>>;
