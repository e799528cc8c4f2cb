import { z } from 'zod';
import { singleLine } from '@/lib/fields/single-line';
import { REPLY_BODY_MAX, REPLY_LANGUAGES, REPLY_SERVICE_KEYS, REPLY_SUBJECT_MAX } from '@/lib/replies/templates';

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
