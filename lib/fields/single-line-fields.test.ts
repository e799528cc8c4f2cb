import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { siteSettingsSchema } from '@/lib/site-settings/settings';
import { accountNameSchema, invitationSchema } from '@/lib/staff/staff-member';
import { authorInputSchema } from '@/lib/authors/author';
import { loadMessages } from '@/i18n/messages';
import { leadFormMessages } from '@/lib/leads/form-messages';
import { contactLeadSchema as contactLeadSchemaIn, serviceEnquirySchema as serviceEnquirySchemaIn } from '@/lib/enquiries/enquiry';
import { postInputSchema } from '@/lib/posts/post';
import { replySchema, replyTemplateSchema } from '@/lib/replies/reply-template';
import { serviceInputSchema } from '@/lib/services/service';
import { singleLineMessage } from './single-line';
import { testimonialInputSchema } from '@/lib/testimonials/testimonial';
import { newChecklistSchema } from '@/lib/checklists/checklist';

// Every single-line text field of every schema refuses a line break (and any other control
// character) with the same clear message under the field, whatever else the input lacks: the
// injection of issue 25 ("Hello Evil\nBcc: …" in a plain-text mail) and its relatives.
// The lead forms' schemas with their English texts (SPEC's messages).
const english = leadFormMessages('en', await loadMessages('en'));
const contactLeadSchema = contactLeadSchemaIn(english);
const serviceEnquirySchema = serviceEnquirySchemaIn(english);

const INJECTIONS = ['Evil\nBcc: victim@example.com', 'Evil\r\nBcc: victim@example.com', 'Evil\tname', 'Evil\u2028name', 'Evil\u0085name'];

// [schema, the field's path, its label in the message, how the value is sent (default: as is)]
type Case = [z.ZodType, string, string, ((value: string) => unknown)?];

const CASES: Case[] = [
  [accountNameSchema, 'name', 'Name'],
  [invitationSchema, 'name', 'Name'],
  [invitationSchema, 'email', 'Email', (value) => `a${value.replace(/ /g, '')}@example.com`],
  [siteSettingsSchema, 'name', 'Name'],
  [siteSettingsSchema, 'legalName', 'Registered name'],
  [siteSettingsSchema, 'contentResponsible', 'Responsible for the content'],
  [siteSettingsSchema, 'professionalTitle', 'Professional title'],
  [siteSettingsSchema, 'street', 'Street'],
  [siteSettingsSchema, 'city', 'City'],
  [siteSettingsSchema, 'representatives.0', 'Representatives', (value) => [value]],
  [siteSettingsSchema, 'languages.0.en', 'Language', (value) => [value]],
  [siteSettingsSchema, 'languages.0.de', 'Language', (value) => [{ en: 'English', de: value }]],
  [authorInputSchema, 'name', 'Name'],
  [authorInputSchema, 'role.en', 'Role'],
  [authorInputSchema, 'role.de', 'Role (German)', (value) => ({ en: 'Adviser', de: value })],
  [testimonialInputSchema, 'name', 'Name or initials'],
  [testimonialInputSchema, 'country', 'Country'],
  [testimonialInputSchema, 'course.en', 'Course or service'],
  [testimonialInputSchema, 'course.de', 'Course or service (German)', (value) => ({ en: 'Student visa', de: value })],
  [testimonialInputSchema, 'university', 'University'],
  [contactLeadSchema, 'fullName', 'Full name'],
  [contactLeadSchema, 'phoneNumber', 'Phone number'],
  [serviceEnquirySchema, 'name', 'Name'],
  [serviceEnquirySchema, 'contact', 'Contact number'],
  [serviceEnquirySchema, 'serviceName', 'Service name'],
  [serviceEnquirySchema, 'city', 'City or location'],
  [replySchema, 'subject', 'The subject'],
  [replyTemplateSchema, 'subject', 'The subject'],
  [postInputSchema, 'headline', 'Headline'],
  [postInputSchema, 'seoTitle', 'The search title'],
  [postInputSchema, 'imageAlt', 'Alt text'],
  // A service's texts are per language ({ en, de }); a plain string is the English one.
  [serviceInputSchema('it-consulting'), 'title.en', 'The title'],
  [serviceInputSchema('it-consulting'), 'title.de', 'The title (German)', (value) => ({ en: 'IT Consulting', de: value })],
  // A document checklist's texts too.
  [newChecklistSchema, 'title.en', 'The title'],
  [newChecklistSchema, 'title.de', 'The title (German)', (value) => ({ en: 'Work visa', de: value })],
];

// The input with only this field (a list field's value comes as a list from `send`).
function inputWith(path: string, value: unknown): Record<string, unknown> {
  return { [path.split('.')[0]!]: value };
}

describe('single-line text fields', () => {
  it.each(CASES.map(([schema, path, label, send]) => [path, label, schema, send] as const))('%s (%s) refuses control characters', (path, label, schema, send) => {
    for (const injection of INJECTIONS) {
      const value = send ? send(injection) : injection;
      const issues = schema.safeParse(inputWith(path, value)).error?.issues ?? [];
      const messages = issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
      expect(messages, JSON.stringify(injection)).toContain(singleLineMessage(label));
    }
  });

  it('keeps line breaks where a field is meant to have several lines', () => {
    const bio = authorInputSchema.safeParse({ name: 'Ada Lovelace', bio: 'First line.\nSecond line.' });
    expect(bio.success).toBe(true);
    const authority = siteSettingsSchema.safeParse({ supervisoryAuthority: 'Senatsverwaltung\nKlosterstraße 47' }).error?.issues ?? [];
    expect(authority.filter((issue) => issue.path[0] === 'supervisoryAuthority')).toEqual([]);
  });
});
