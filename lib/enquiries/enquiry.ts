import { z } from 'zod';
import { valuesOf } from '@/lib/fields/labelled-values';
import { isSingleLine } from '@/lib/fields/single-line';
import type { LeadField, LeadFormMessages } from '@/lib/leads/form-messages';
import { leadAttachmentSchema, type LeadAttachment } from '@/lib/leads/lead-attachment';
import { emailField, leadMeta, phoneField, requiredLine, type LeadAttribution } from '@/lib/leads/lead-fields';
import { LEAD_LIMITS } from '@/lib/leads/lead-forms';
import { leadLocale } from '@/lib/leads/lead-locale';
import type { Verdict } from '@/lib/opportunity-card/assess';
import type { Locale } from '@/i18n/locales';

// The enquiry record, a lead: its statuses and sources, the back office's labels, the public
// forms' schemas (the contact form and the service enquiry dialog, shared by the forms and the
// API; their messages in the page's language, lib/leads/form-messages.ts), the lead as stored
// from each form, the DTOs and the mappers from a stored document. The limits and the forms' field
// lists are lib/leads/lead-forms.ts, apart so the forms' browser code has them without zod.
// Storage is models/enquiry.ts; storing a lead is lib/server/leads/, the back office's commands
// and queries lib/server/enquiries/.

// The statuses and sources, with the back office's label of each (it stays English). Shared by the
// enquiry API, the admin screens and the Enquiry model.
export const ENQUIRY_STATUS_LABELS = { new: 'New', read: 'Read', replied: 'Replied', closed: 'Closed' };
export const ENQUIRY_STATUSES = valuesOf(ENQUIRY_STATUS_LABELS);
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_SOURCE_LABELS = { contact: 'Contact form', service: 'Service enquiry', booking: 'Consultation booking' };
export const ENQUIRY_SOURCES = valuesOf(ENQUIRY_SOURCE_LABELS);
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

// The back office's labels of each field.
export const ENQUIRY_LABELS = {
  fullName: 'Full name',
  email: 'E-mail',
  phoneNumber: 'Phone',
  source: 'Source',
  serviceName: 'Service',
  city: 'City',
  // The language of the page the lead came from.
  locale: 'Language',
  message: 'Message',
  submittedAt: 'Submitted',
  status: 'Status',
} as const;

// Where the lead came from, in the order the lead's page lists it.
export const ATTRIBUTION_LABELS: Record<keyof LeadAttribution, string> = {
  pagePath: 'Sent from page',
  landingPage: 'Landing page',
  referrer: 'Referrer',
  utmSource: 'Campaign source',
  utmMedium: 'Campaign medium',
  utmCampaign: 'Campaign',
  utmTerm: 'Campaign term',
  utmContent: 'Campaign content',
};

// A message may hold line breaks and tabs, nothing else from the control range.
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const messageField = (texts: LeadFormMessages) =>
  z
    .string({ error: texts.required('message') })
    .trim()
    .min(1, texts.required('message'))
    .max(LEAD_LIMITS.message, texts.tooLong('message', LEAD_LIMITS.message))
    .refine((value) => !MESSAGE_CONTROL_CHARS.test(value), texts.messageCharacters);

export function contactLeadSchema(texts: LeadFormMessages) {
  return z.object({
    fullName: requiredLine(texts, 'fullName', LEAD_LIMITS.name),
    email: emailField(texts),
    phoneNumber: phoneField(texts, 'phoneNumber')
      .optional()
      .transform((value) => value || undefined),
    message: messageField(texts),
    ...leadMeta(texts),
  });
}

// An optional one-line field: empty is left out.
const optionalLine = (texts: LeadFormMessages, field: LeadField, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: texts.tooLong(field, max), abort: true })
    .refine(isSingleLine, { error: texts.singleLine(field) })
    .optional()
    .transform((value) => value || undefined);

// The services dialog's enquiry has SPEC's fields, all required. Sent from a self-check (the points
// check's "Have my result checked", a checklist's "Check my documents": `attachment` present) it
// needs only a name, an e-mail address and the message (issue 40): the contact number is optional
// and the city is not asked. The two checks run even when other fields fail (`when`), so an empty
// form lists every missing field at once, as SPEC's forms do.
export function serviceEnquirySchema(texts: LeadFormMessages) {
  // The check's options: the field's own "required" message, even when other fields failed (as
  // long as the body is an object and this field itself passed).
  const requiredUnlessSelfCheck = (field: 'contact' | 'city') => ({
    error: texts.required(field),
    path: [field],
    when: ({ value, issues }: z.core.ParsePayload) => typeof value === 'object' && value !== null && !issues.some((issue) => issue.path?.[0] === field),
  });
  return z
    .object({
      name: requiredLine(texts, 'name', LEAD_LIMITS.name),
      contact: phoneField(texts, 'contact')
        .optional()
        .transform((value) => value || undefined),
      email: emailField(texts),
      city: optionalLine(texts, 'city', LEAD_LIMITS.city),
      message: messageField(texts),
      serviceName: requiredLine(texts, 'serviceName', LEAD_LIMITS.service),
      attachment: leadAttachmentSchema.optional(),
      ...leadMeta(texts),
    })
    .refine((value) => value.attachment !== undefined || Boolean(value.contact), requiredUnlessSelfCheck('contact'))
    .refine((value) => value.attachment !== undefined || Boolean(value.city), requiredUnlessSelfCheck('city'));
}

export type ContactLeadInput = z.input<ReturnType<typeof contactLeadSchema>>;
export type ServiceEnquiryInput = z.input<ReturnType<typeof serviceEnquirySchema>>;
export type ContactLead = z.output<ReturnType<typeof contactLeadSchema>>;
export type ServiceEnquiry = z.output<ReturnType<typeof serviceEnquirySchema>>;

// A lead as it is stored, whichever way it came (lib/server/leads/store-lead.ts).
export type NewLead = {
  source: EnquirySource;
  fullName: string;
  email: string;
  phoneNumber?: string;
  message: string;
  serviceName?: string;
  city?: string;
  clientId?: string;
  attribution?: LeadAttribution;
  // The page's language (English when the request named none).
  locale?: Locale;
  // A self-check's block (enquiry dialog only): stored as the server works it out (lib/server/leads/self-check.ts).
  attachment?: LeadAttachment;
};

// The contact form's lead, from its checked input (the Server Action's and the API's).
export function leadFromContact(input: ContactLead): NewLead {
  return {
    source: 'contact',
    fullName: input.fullName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    message: input.message,
    clientId: input.clientId,
    attribution: input.attribution,
    locale: input.locale,
  };
}

// A service enquiry's lead, from its checked input (the Server Action's and the API's). The one
// reshaping of the record: the enquiry keeps SPEC's names for the name and the number (name,
// contact), the stored lead the contact form's.
export function leadFromServiceEnquiry(input: ServiceEnquiry): NewLead {
  return {
    source: 'service',
    fullName: input.name,
    phoneNumber: input.contact,
    email: input.email,
    city: input.city,
    message: input.message,
    serviceName: input.serviceName,
    clientId: input.clientId,
    attribution: input.attribution,
    locale: input.locale,
    attachment: input.attachment,
  };
}

// How one e-mail about an enquiry is doing (the outbox's view), for the admin detail modal.
export type DeliveryDto = {
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string | null;
};

// An enquiry as the admin API and screens see it: string id, ISO dates, no internal fields. Not
// the schemas' output: a lead comes from forms of different shapes (the service enquiry keeps
// SPEC's names, a booking its own), and most of what staff see is the server's (status, read,
// owner, follow-up).
export type EnquiryDto = {
  _id: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  status: EnquiryStatus;
  isRead: boolean;
  source: EnquirySource;
  serviceName: string | null;
  city: string | null;
  // The language of the page the lead came from ('en' for leads stored before leads had one).
  locale: Locale;
  submittedAt: string;
  // The staff member who owns the lead (an account id) and when to get back to it: since issue 47
  // when its earliest open task is due (ISO); null when unassigned or no task is open.
  assignedTo: string | null;
  followUpAt: string | null;
  // Present on the detail call (GET /api/v1/contact/enquiries/{id}); null = no such e-mail queued.
  delivery?: { notification: DeliveryDto | null; acknowledgement: DeliveryDto | null };
  // The verdict of the Opportunity Card check sent with the lead (the inbox's badge); absent on
  // leads without one, so their answers stay as they were.
  checkVerdict?: Verdict;
};

// A lead's e-mail the outbox gave up on, for the back office's banner and its Resend button.
export type FailedLeadMailDto = {
  enquiryId: string;
  fullName: string;
  // notification, acknowledgement or reply:<id>
  kind: string;
  to: string;
  subject: string;
  lastError: string | null;
  failedAt: string | null;
};

// Where the visitor came from, as the forms sent it (leadAttributionSchema); null for leads
// without it (stored before attribution existed, or sent by another client).
export type EnquiryAttribution = LeadAttribution;

// One row of the CSV export: the enquiry, its attribution and its check's total (with checkVerdict).
export type EnquiryExportRow = EnquiryDto & { attribution: EnquiryAttribution | null; checkTotal?: number };

// The stored fields a DTO is built from; everything else (attribution, clientId, mailQueued, the
// self-checks but their verdict) stays in the database.
export const ENQUIRY_DTO_FIELDS =
  'fullName email phoneNumber message status isRead source serviceName city locale submittedAt assignedTo followUpAt nextTaskDueAt opportunityCheck.verdict';

// A stored enquiry as mongoose reads it (lean, with the fields above).
export type EnquiryRow = {
  _id: { toString(): string; getTimestamp(): Date };
  fullName: string;
  email: string;
  phoneNumber?: string | null;
  message: string;
  status?: EnquiryStatus | null;
  isRead?: boolean | null;
  source?: EnquirySource | null;
  serviceName?: string | null;
  city?: string | null;
  locale?: string | null;
  submittedAt?: Date | null;
  assignedTo?: string | null;
  followUpAt?: Date | null;
  nextTaskDueAt?: Date | null;
  opportunityCheck?: { verdict?: Verdict | null; total?: number | null } | null;
};

export function toEnquiryDto(row: EnquiryRow): EnquiryDto {
  return {
    _id: row._id.toString(),
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber || null,
    message: row.message,
    status: row.status ?? 'new',
    isRead: row.isRead ?? false,
    source: row.source ?? 'contact',
    serviceName: row.serviceName || null,
    city: row.city || null,
    locale: leadLocale(row.locale),
    // Leads imported without timestamps still have the creation time inside their ObjectId.
    submittedAt: (row.submittedAt ?? row._id.getTimestamp()).toISOString(),
    assignedTo: row.assignedTo || null,
    // The earliest open task; a follow-up date not yet carried over into one until then.
    followUpAt: (row.nextTaskDueAt ?? row.followUpAt)?.toISOString() ?? null,
    ...(row.opportunityCheck?.verdict ? { checkVerdict: row.opportunityCheck.verdict } : {}),
  };
}

// The export adds where the lead came from and the check's total.
export const ENQUIRY_EXPORT_FIELDS = `${ENQUIRY_DTO_FIELDS} attribution opportunityCheck.total`;

export type EnquiryExportSource = EnquiryRow & { attribution?: EnquiryAttribution | null };

export function toEnquiryExportRow(row: EnquiryExportSource): EnquiryExportRow {
  const total = row.opportunityCheck?.total;
  return { ...toEnquiryDto(row), attribution: row.attribution ?? null, ...(typeof total === 'number' ? { checkTotal: total } : {}) };
}
