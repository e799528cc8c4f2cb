import { SERVICE_SECTIONS } from '@/lib/content/services';
import { defaultServices } from '@/lib/services/defaults';
import { serviceIdForName } from '@/lib/services/names';
import { BOOKED_TEMPLATE, GENERAL_SERVICE, REPLY_LANGUAGES, REPLY_SERVICE_KEYS, type ReplyLanguage, type ReplyTemplate } from './reply-template';
import { DEFAULT_REPLY_TEXTS } from './default-texts';

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


export function defaultReplyTemplate(service: string, language: ReplyLanguage): ReplyTemplate {
  const text = service === BOOKED_TEMPLATE ? DEFAULT_REPLY_TEXTS[language].booked : DEFAULT_REPLY_TEXTS[language];
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
    '{service}': values.serviceTitles?.[language] || values.service || DEFAULT_REPLY_TEXTS[language].anyService,
    '{staffName}': values.staffName,
    '{firmName}': values.firmName,
    ...(booking
      ? { '{consultation}': booking.consultation, '{yourTime}': booking.yourTime, '{berlinTime}': booking.berlinTime, '{channel}': booking.channel }
      : {}),
  };
  return text.replace(/\{(name|service|staffName|firmName|consultation|yourTime|berlinTime|channel)\}/g, (placeholder) => replacements[placeholder] ?? placeholder);
}
