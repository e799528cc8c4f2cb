// A service enquiry's fields, in the order a person fills them in (the service's name is a hidden
// field of the form, given back with a refusal like the others).
export const ENQUIRY_FIELDS = ['name', 'contact', 'email', 'city', 'message', 'serviceName'] as const;
export type EnquiryFieldName = (typeof ENQUIRY_FIELDS)[number];
