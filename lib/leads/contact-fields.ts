// The contact form's fields, in the order a person fills them in.
export const CONTACT_FIELDS = ['fullName', 'email', 'phoneNumber', 'message'] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];
