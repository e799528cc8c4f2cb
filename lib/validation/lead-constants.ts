// Lead form constants without zod, so the browser bundles of the forms stay small.
export const LEAD_LIMITS = { name: 120, email: 254, phone: 40, city: 120, service: 200, message: 5000 } as const;

// The texts of SPEC section 8.
export const LEAD_MESSAGES = {
  contactSuccess: "✅ Thank you! Your message has been sent successfully. We'll get back to you soon.",
  contactFailure: '❌ Sorry! There was an error sending your message. Please try again later.',
  enquirySuccess: '✅ Enquiry submitted successfully! We will contact you soon.',
  enquiryFailure: '❌ Failed to submit enquiry. Please try again.',
} as const;

// Status messages vanish after 5 s (SPEC section 9). The enquiry dialog no longer closes 2 s after
// success as SPEC had it: on a phone that confirmation was gone before it was read (issue 25), so it
// shows what happens next until the visitor closes it.
export const STATUS_MESSAGE_MS = 5000;
