// The public lead forms' constants (the contact form, the service enquiry), without zod, so the
// browser bundles of the forms stay small: their limits, their fields in order, how long a status text shows.
// Their schemas are the enquiry record's (lib/enquiries/enquiry.ts).
export const LEAD_LIMITS = { name: 120, email: 254, phone: 40, city: 120, service: 200, message: 5000 } as const;

// The contact form's fields, in the order a person fills them in.
export const CONTACT_FIELDS = ['fullName', 'email', 'phoneNumber', 'message'] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];

// A service enquiry's fields, in the order a person fills them in (the service's name is a hidden
// field of the form, given back with a refusal like the others).
export const ENQUIRY_FIELDS = ['name', 'contact', 'email', 'city', 'message', 'serviceName'] as const;
export type EnquiryFieldName = (typeof ENQUIRY_FIELDS)[number];

// Status messages vanish after 5 s (SPEC section 9). The enquiry dialog no longer closes 2 s after
// success as SPEC had it: on a phone that confirmation was gone before it was read (issue 25), so it
// shows what happens next until the visitor closes it.
export const STATUS_MESSAGE_MS = 5000;
