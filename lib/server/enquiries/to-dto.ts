import { leadLocale } from '@/lib/leads/lead-locale';
import type { EnquirySource, EnquiryStatus } from '@/lib/validation/enquiry';
import type { EnquiryAttribution, EnquiryDto, EnquiryExportRow } from '@/lib/enquiries/dto';
import type { Verdict } from '@/lib/opportunity-card/assess';

// The stored fields a DTO is built from; everything else (attribution, clientId, mailQueued, the
// self-checks but their verdict) stays in the database.
export const ENQUIRY_DTO_FIELDS =
  'fullName email phoneNumber message status isRead source serviceName city locale submittedAt assignedTo followUpAt opportunityCheck.verdict';

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
    followUpAt: row.followUpAt?.toISOString() ?? null,
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
