import 'server-only';
import { connectDb, isDuplicateKeyError } from '@/lib/db';
import type { EnquirySource } from '@/lib/validation/enquiry';
import type { LeadAttribution } from '@/lib/validation/lead';
import { Enquiry } from '@/models/enquiry';

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
};

// Stores a lead as a new enquiry. A repeat of an already stored submission (same clientId: a
// double click, or a retry after a dropped connection) stores nothing and reports stored: false.
export async function storeLead(lead: NewLead): Promise<{ stored: boolean }> {
  await connectDb();
  // The unique clientId index must exist before the first write can rely on it.
  await Enquiry.init();
  try {
    await new Enquiry(lead).save();
    return { stored: true };
  } catch (error) {
    if (isDuplicateKeyError(error) && lead.clientId) return { stored: false };
    throw error;
  }
}
