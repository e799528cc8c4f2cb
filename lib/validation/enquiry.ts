// Shared by the enquiry API, the admin screens and the Enquiry model.
export const ENQUIRY_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_SOURCES = ['contact', 'service', 'booking'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
