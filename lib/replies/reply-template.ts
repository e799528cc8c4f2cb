import { z } from 'zod';
import { singleLine } from '@/lib/fields/single-line';
import { SERVICE_IDS } from '@/lib/services/service';
import { ALL_LOCALES, OWN_LANGUAGE_NAMES } from '@/i18n/locales';
import { DEFAULT_REPLY_TEXTS } from './default-texts';

// The reply template record: one per service and language, an administrator's version of the
// text staff start a reply to a lead from (/admin/reply-templates). Its limits, keys and labels,
// the schemas (a template, a template's key, and the reply sent from one, which has the same
// text fields), the DTO, the mapper from a stored document and the template form's values. The
// default texts, the placeholders and their filling are lib/replies/templates.ts; storage is
// models/reply-template.ts; commands and queries are lib/server/replies/.

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 20_000;

// The languages with default templates (lib/replies/default-texts.ts), in the registry's order
// (i18n/locales.ts), each by its own name ("Deutsch").
export type ReplyLanguage = keyof typeof DEFAULT_REPLY_TEXTS;
export const REPLY_LANGUAGES = ALL_LOCALES.filter((locale): locale is ReplyLanguage => Object.hasOwn(DEFAULT_REPLY_TEXTS, locale)) as readonly ReplyLanguage[];
export const REPLY_LANGUAGE_LABELS = OWN_LANGUAGE_NAMES as Record<ReplyLanguage, string>;

// The templates' services: "general" for the contact form, one for a lead with a coming booking
// ("booked"), and the six sections of /services (their names are lib/replies/templates.ts's REPLY_SERVICES).
export const GENERAL_SERVICE = 'general';
// The template of a lead with a coming booking: the consultation instead of a request for times.
export const BOOKED_TEMPLATE = 'booked';
export const REPLY_SERVICE_KEYS: string[] = [GENERAL_SERVICE, BOOKED_TEMPLATE, ...SERVICE_IDS];

// The back office's labels of a template's fields (a reply's are the same).
export const REPLY_LABELS = { language: 'Language', subject: 'Subject', body: 'Message' } as const;

const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const subject = singleLine(
  z
    .string({ error: 'Write a subject' })
    .trim()
    .min(1, 'Write a subject')
    .max(REPLY_SUBJECT_MAX, `The subject can be at most ${REPLY_SUBJECT_MAX} characters`),
  'The subject',
);
const body = z
  .string({ error: 'Write the message' })
  .trim()
  .min(1, 'Write the message')
  .max(REPLY_BODY_MAX, `The message can be at most ${REPLY_BODY_MAX} characters`)
  .refine((value) => !CONTROL_CHARS.test(value), 'The message contains characters that cannot be sent');

// sendReply (a lead's page): the answer as sent (placeholders already filled).
export const replySchema = z.object({ subject, body });

const templateKey = {
  service: z.enum(REPLY_SERVICE_KEYS as [string, ...string[]], { error: 'Choose a service' }),
  language: z.enum(REPLY_LANGUAGES, { error: `Language must be ${REPLY_LANGUAGES.join(' or ')}` }),
};

// An administrator's version of one template (/admin/reply-templates).
export const replyTemplateSchema = z.object({ ...templateKey, subject, body });
// One template back to its default.
export const replyTemplateKeySchema = z.object(templateKey);

export type ReplyInput = z.output<typeof replySchema>;
export type ReplyTemplateInput = z.output<typeof replyTemplateSchema>;

// A template as a reply starts from it: an administrator's version as saved, or a default.
export type ReplyTemplate = ReplyTemplateInput;
// As the back office lists them: whether an administrator changed the default.
export type ReplyTemplateDto = ReplyTemplate & { customised: boolean };

// A stored template as mongoose reads it (lean): an administrator's version.
type StoredReplyTemplate = { service: string; language: string; subject: string; body: string };

export function toReplyTemplateDto(row: StoredReplyTemplate): ReplyTemplateDto {
  return { service: row.service, language: row.language as ReplyLanguage, subject: row.subject, body: row.body, customised: true };
}

// The template form's values: its text; the template's key goes with them to the action.
export type ReplyTemplateFormValues = Pick<ReplyTemplate, 'subject' | 'body'>;

export function replyTemplateFormValues(template: ReplyTemplate): ReplyTemplateFormValues {
  return { subject: template.subject, body: template.body };
}

export function replyTemplateFormInput(template: ReplyTemplate, values: ReplyTemplateFormValues): ReplyTemplateInput {
  return { service: template.service, language: template.language, ...values };
}
