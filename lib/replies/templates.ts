import { SERVICE_SECTIONS } from '@/lib/content/services';
import { defaultServices } from '@/lib/services/defaults';
import { serviceIdForName } from '@/lib/services/names';

// Reply templates: one per service (the six sections of /services, plus "general" for the contact
// form) and language. Staff start a reply from one; administrators edit them (stored overrides,
// lib/server/replies/templates.ts); until then the defaults below apply.

export const REPLY_LANGUAGES = ['en', 'de'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];
export const REPLY_LANGUAGE_LABELS: Record<ReplyLanguage, string> = { en: 'English', de: 'Deutsch' };

// The template language a reply to a lead starts in: the lead's own (the page it wrote from),
// English where there is no template in it.
export function replyLanguage(leadLocale: string): ReplyLanguage {
  return REPLY_LANGUAGES.find((language) => language === leadLocale) ?? 'en';
}

export const GENERAL_SERVICE = 'general';
export const REPLY_SERVICES: Array<{ key: string; label: string }> = [
  { key: GENERAL_SERVICE, label: 'General enquiry (contact form)' },
  ...SERVICE_SECTIONS.map((section) => ({ key: section.id, label: section.serviceName })),
];
export const REPLY_SERVICE_KEYS = REPLY_SERVICES.map((service) => service.key);

// The placeholders a template may use, with what they stand for.
export const REPLY_PLACEHOLDERS = {
  '{name}': 'the lead’s full name',
  '{service}': 'the service they asked about',
  '{staffName}': 'your name',
  '{firmName}': 'the firm’s name',
} as const;

export type ReplyTemplate = { service: string; language: ReplyLanguage; subject: string; body: string };
// As the back office lists them: whether an administrator changed the default.
export type ReplyTemplateDto = ReplyTemplate & { customised: boolean };

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 20_000;

const DEFAULT_TEXT: Record<ReplyLanguage, { subject: string; body: string; anyService: string }> = {
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
  },
};

export function defaultReplyTemplate(service: string, language: ReplyLanguage): ReplyTemplate {
  const text = DEFAULT_TEXT[language];
  return { service, language, subject: text.subject, body: text.body };
}

// The template a lead's service belongs to: its section, whether the lead named the section or
// one of its offerings (among the services as they are now, defaults unless given); anything
// else (the contact form) is general.
export function replyServiceFor(serviceName: string | null, services: Parameters<typeof serviceIdForName>[0] = defaultServices()): string {
  return serviceIdForName(services, serviceName) ?? GENERAL_SERVICE;
}

// `service`: the name the lead carries (English, as the site sends it); `serviceTitles`: that
// service's title in each reply language (lib/server/services/names.ts serviceTitleIn), so a German
// reply says "Familiennachzug" where the lead carries "Family Reunification Solutions".
export type ReplyValues = { name: string; service: string | null; serviceTitles?: Partial<Record<ReplyLanguage, string>>; staffName: string; firmName: string };

// Fills the placeholders; the service by its title in the reply's language, else the name as the
// lead carries it; a lead without a service reads "our services" (or its German form).
export function fillReplyTemplate(text: string, values: ReplyValues, language: ReplyLanguage): string {
  const replacements: Record<string, string> = {
    '{name}': values.name,
    '{service}': values.serviceTitles?.[language] || values.service || DEFAULT_TEXT[language].anyService,
    '{staffName}': values.staffName,
    '{firmName}': values.firmName,
  };
  return text.replace(/\{(name|service|staffName|firmName)\}/g, (placeholder) => replacements[placeholder] ?? placeholder);
}
