import { SERVICE_SECTIONS } from '@/lib/content/services';
import { defaultServices } from '@/lib/services/defaults';
import { serviceIdForName } from '@/lib/services/names';
import { BOOKED_TEMPLATE, GENERAL_SERVICE, REPLY_LANGUAGES, REPLY_SERVICE_KEYS, type ReplyLanguage, type ReplyTemplate } from './reply-template';

// Reply templates (the record: lib/replies/reply-template.ts): one per service (the six sections
// of /services, plus "general" for the contact form), one for a lead with a coming booking
// ("booked"), each per language. Staff start a reply from one; administrators edit them (stored
// overrides, lib/server/replies/templates.ts); until then the defaults below apply.

// The template language a reply to a lead starts in: the lead's own (the page it wrote from),
// English where there is no template in it.
export function replyLanguage(leadLocale: string): ReplyLanguage {
  return REPLY_LANGUAGES.find((language) => language === leadLocale) ?? 'en';
}

// Each template's service with its name, in the order of REPLY_SERVICE_KEYS.
const SERVICE_LABELS: Record<string, string> = {
  [GENERAL_SERVICE]: 'General enquiry (contact form)',
  [BOOKED_TEMPLATE]: 'Booked consultation (a lead with a coming booking)',
  ...Object.fromEntries(SERVICE_SECTIONS.map((section) => [section.id, section.serviceName])),
};
export const REPLY_SERVICES: Array<{ key: string; label: string }> = REPLY_SERVICE_KEYS.map((key) => ({ key, label: SERVICE_LABELS[key] ?? key }));

// The placeholders a template may use, with what they stand for.
export const REPLY_PLACEHOLDERS = {
  '{name}': 'the lead’s full name',
  '{service}': 'the service they asked about',
  '{staffName}': 'your name',
  '{firmName}': 'the firm’s name',
  '{consultation}': 'booked leads: the consultation booked',
  '{yourTime}': 'booked leads: its time on the lead’s clock, with their time zone',
  '{berlinTime}': 'booked leads: its time in Berlin',
  '{channel}': 'booked leads: how it takes place (video link, the number called, the office’s address)',
} as const;

const DEFAULT_TEXT: Record<ReplyLanguage, { subject: string; body: string; anyService: string; booked: { subject: string; body: string } }> = {
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
};

export function defaultReplyTemplate(service: string, language: ReplyLanguage): ReplyTemplate {
  const text = service === BOOKED_TEMPLATE ? DEFAULT_TEXT[language].booked : DEFAULT_TEXT[language];
  return { service, language, subject: text.subject, body: text.body };
}

// The template a reply to a lead starts from: the booked one while the lead has a coming booking
// (a past, done or cancelled one does not count: the usual template then asks for times again),
// otherwise the template of the lead's service.
export function startingTemplate(leadService: string, hasComingBooking: boolean): string {
  return hasComingBooking ? BOOKED_TEMPLATE : leadService;
}

// The template a lead's service belongs to: its section, whether the lead named the section or
// one of its offerings (among the services as they are now, defaults unless given); anything
// else (the contact form) is general.
export function replyServiceFor(serviceName: string | null, services: Parameters<typeof serviceIdForName>[0] = defaultServices()): string {
  return serviceIdForName(services, serviceName) ?? GENERAL_SERVICE;
}

// A coming booking as a booked lead's template says it, in the template's language
// (lib/server/replies/booked-reply-values.ts writes them).
export type BookedReplyValues = { consultation: string; yourTime: string; berlinTime: string; channel: string };
// A lead's coming booking for its reply: the values in each reply language, and the language to
// start in (the booking's).
export type BookedReply = { language: ReplyLanguage; values: Record<ReplyLanguage, BookedReplyValues> };

// `service`: the name the lead carries (English, as the site sends it); `serviceTitles`: that
// service's title in each reply language (lib/server/services/names.ts serviceTitleIn), so a German
// reply says "Familiennachzug" where the lead carries "Family Reunification Solutions".
export type ReplyValues = {
  name: string;
  service: string | null;
  serviceTitles?: Partial<Record<ReplyLanguage, string>>;
  staffName: string;
  firmName: string;
  booking?: BookedReplyValues | null;
};

// Fills the placeholders; the service by its title in the reply's language, else the name as the
// lead carries it; a lead without a service reads "our services" (or its German form). The
// booking's placeholders are filled only with a booking; without one they stay as written.
export function fillReplyTemplate(text: string, values: ReplyValues, language: ReplyLanguage): string {
  const booking = values.booking;
  const replacements: Record<string, string> = {
    '{name}': values.name,
    '{service}': values.serviceTitles?.[language] || values.service || DEFAULT_TEXT[language].anyService,
    '{staffName}': values.staffName,
    '{firmName}': values.firmName,
    ...(booking
      ? { '{consultation}': booking.consultation, '{yourTime}': booking.yourTime, '{berlinTime}': booking.berlinTime, '{channel}': booking.channel }
      : {}),
  };
  return text.replace(/\{(name|service|staffName|firmName|consultation|yourTime|berlinTime|channel)\}/g, (placeholder) => replacements[placeholder] ?? placeholder);
}
