// Lead form constants without zod, so the browser bundles of the forms stay small.
export const LEAD_LIMITS = { name: 120, email: 254, phone: 40, city: 120, service: 200, message: 5000 } as const;

// The texts of SPEC section 8.
export const LEAD_MESSAGES = {
  contactSuccess: "✅ Thank you! Your message has been sent successfully. We'll get back to you soon.",
  contactFailure: '❌ Sorry! There was an error sending your message. Please try again later.',
  enquirySuccess: '✅ Enquiry submitted successfully! We will contact you soon.',
  enquiryFailure: '❌ Failed to submit enquiry. Please try again.',
} as const;

// Status messages vanish after 5 s; the enquiry dialog closes 2 s after success (SPEC section 9).
export const STATUS_MESSAGE_MS = 5000;
export const ENQUIRY_CLOSE_AFTER_SUCCESS_MS = 2000;
